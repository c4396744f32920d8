#if canImport(SwiftUI)
  import SwiftUI
  import Waypoint

  extension Binding where Value == SplitViewColumnVisibility {
    /// The binding as SwiftUI's column visibility, for
    /// `NavigationSplitView(columnVisibility:)`.
    public var navigationSplitViewVisibility: Binding<NavigationSplitViewVisibility> {
      Binding<NavigationSplitViewVisibility>(
        get: { NavigationSplitViewVisibility(wrappedValue) },
        set: { wrappedValue = SplitViewColumnVisibility($0) }
      )
    }
  }

  extension Binding where Value == SplitViewColumn {
    /// The binding as SwiftUI's column, for
    /// `NavigationSplitView(preferredCompactColumn:)`.
    public var navigationSplitViewColumn: Binding<NavigationSplitViewColumn> {
      Binding<NavigationSplitViewColumn>(
        get: { NavigationSplitViewColumn(wrappedValue) },
        set: { wrappedValue = SplitViewColumn($0) }
      )
    }
  }

  extension NavigationSplitViewVisibility {
    /// SwiftUI's visibility for a split view state's.
    ///
    /// - Parameter visibility: The split view state's column visibility.
    public init(_ visibility: SplitViewColumnVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .all: self = .all
      case .doubleColumn: self = .doubleColumn
      case .detailOnly: self = .detailOnly
      }
    }
  }

  extension SplitViewColumnVisibility {
    /// A split view state's visibility for SwiftUI's.
    ///
    /// - Parameter visibility: SwiftUI's column visibility.
    public init(_ visibility: NavigationSplitViewVisibility) {
      switch visibility {
      case .all: self = .all
      case .doubleColumn: self = .doubleColumn
      case .detailOnly: self = .detailOnly
      default: self = .automatic
      }
    }
  }

  extension NavigationSplitViewColumn {
    /// SwiftUI's column for a split view state's.
    ///
    /// - Parameter column: The split view state's column.
    public init(_ column: SplitViewColumn) {
      switch column {
      case .sidebar: self = .sidebar
      case .content: self = .content
      case .detail: self = .detail
      }
    }
  }

  extension SplitViewColumn {
    /// A split view state's column for SwiftUI's.
    ///
    /// - Parameter column: SwiftUI's column.
    public init(_ column: NavigationSplitViewColumn) {
      switch column {
      case .sidebar: self = .sidebar
      case .content: self = .content
      default: self = .detail
      }
    }
  }
#endif
