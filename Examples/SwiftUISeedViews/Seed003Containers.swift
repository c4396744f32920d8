// Seed 003, "New navigation APIs", Containers: the notes' `NavigationStack` and
// `NavigationSplitView`, as written. They are SwiftUI's own API, with no store: the notes show
// them as fragments, so the view around them and what they name are supplied.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointSwiftUI

  enum Seed003Containers {
    // Supplied: a view whose body holds the notes' two containers.
    struct ContainersView: View {
      // Supplied.
      @State private var path: [Int] = []
      // Supplied.
      let value = 1
      // Supplied.
      let model = Model()
      // Supplied: as in Apple's documentation of `NavigationSplitView`, the selection is a set.
      @State private var employeeIds: Set<Employee.ID> = []

      var body: some View {
        NavigationStack(path: $path) {
          NavigationLink("trigger", value: value)
        }

        NavigationSplitView {
          List(model.employees, selection: $employeeIds) { employee in
            Text(employee.name)
          }
        } detail: {
          EmployeeDetails(for: employeeIds)
        }
      }
    }

    // Supplied.
    struct Employee: Identifiable {
      var id: Int
      var name: String
    }

    // Supplied.
    struct Model {
      var employees: [Employee] = []
    }

    // Supplied.
    struct EmployeeDetails: View {
      let ids: Set<Employee.ID>

      init(for ids: Set<Employee.ID>) {
        self.ids = ids
      }

      var body: some View {
        Text("\(ids.count) selected")
      }
    }
  }
#endif
