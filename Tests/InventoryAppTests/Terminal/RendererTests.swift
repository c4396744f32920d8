import InventoryApp
import Testing
import Waypoint

@MainActor
@Suite struct RendererTests {
  /// A state with an item detail pushed and its edit sheet open.
  func editingWidget() -> AppFeature.State {
    var state = AppFeature.State()
    var detail = state.inventory.detail(for: Item.samples[0])
    detail.destination = .edit(ItemFormFeature.State(item: Item.samples[0]))
    state.inventory.path.append(.detail(detail))
    return state
  }

  func render(_ state: AppFeature.State, width: Int = 80, height: Int = 24) -> [String] {
    Renderer(width: width, height: height).render(
      screens: AppScreens.screens(for: state), selectedTab: state.selectedTab,
      interaction: Interaction(), status: nil)
  }

  @Test func headerShowsTheNavigationAsBreadcrumbs() {
    let lines = render(editingWidget())
    #expect(lines[0] == "Inventory › Widget › [sheet] Edit")
  }

  @Test func longBreadcrumbsDropTheOldestCrumbs() {
    var state = AppFeature.State()
    for item in Item.samples {
      state.inventory.path.append(.detail(state.inventory.detail(for: item)))
    }
    let line = render(state, width: 40)[0]
    #expect(line.hasPrefix("… › "))
    #expect(line.hasSuffix("Bolt › Nut"))
    #expect(line.count <= 40)
  }

  @Test func sheetIsDrawnOverItsParent() {
    let lines = render(editingWidget())
    #expect(lines[2].hasPrefix("┌─ Widget "))
    #expect(lines[3].contains("Kind: Gadget"))
    #expect(lines[4].hasPrefix("┌─ [sheet] Edit "))
    #expect(lines.contains { $0.contains("▸ 1  Name: Widget  [n]") })
  }

  @Test func alertsAreBoxesWithTheirButtons() {
    var state = AppFeature.State()
    var detail = state.inventory.detail(for: Item.samples[0])
    detail.destination = .confirmDelete(.deleteItem(Item.samples[0]))
    state.inventory.path.append(.detail(detail))
    let lines = render(state)
    #expect(lines[0] == "Inventory › Widget › [dialog] Delete Widget?")
    #expect(lines.contains { $0.contains("╭─ Dialog ─") })
    #expect(lines.contains { $0.contains("│ Delete Widget?") })
    // A destructive dialog starts on Cancel, so Enter never deletes by default.
    #expect(lines.contains { $0.contains(" [ Delete ] ▸[ Cancel ]") })
  }

  @Test(arguments: [(80, 24), (60, 20), (40, 12), (30, 10), (24, 10), (20, 6)])
  func everyLineFitsTheTerminal(width: Int, height: Int) {
    for state in [AppFeature.State(), editingWidget()] {
      let lines = render(state, width: width, height: height)
      #expect(lines.count == height)
      #expect(lines.allSatisfy { $0.count <= width }, "\(lines.joined(separator: "\n"))")
    }
  }

  @Test func tooSmallATerminalSaysSo() {
    #expect(render(AppFeature.State(), width: 20, height: 6)[0] == "Terminal too small:")
  }

  /// One state for every kind of screen the app shows, with the top screen's kind.
  func everyKindOfScreen() -> [(name: String, state: AppFeature.State)] {
    let widget = Item.samples[0]
    var detail = AppFeature.State()
    detail.inventory.path.append(.detail(detail.inventory.detail(for: widget)))
    var alert = editingWidget()
    let top = alert.inventory.path.ids.last!
    alert.inventory.path[id: top, case: \.detail]?.destination = .edit(
      {
        var form = ItemFormFeature.State(item: widget)
        form.alert = AlertState {
          TextState("Name required")
        } actions: {
          ButtonState(action: .okTapped) { TextState("OK") }
        } message: {
          TextState("Give the item a name before saving.")
        }
        return form
      }())
    var dialog = detail
    dialog.inventory.path[id: top, case: \.detail]?.destination = .confirmDelete(
      .deleteItem(widget))
    var add = AppFeature.State()
    add.inventory.addItem = ItemFormFeature.State(
      item: Item(id: 8, name: "", kind: .gadget, quantity: 1), focus: .name)
    var settings = AppFeature.State()
    settings.settings = SettingsFeature.State()
    var movies = AppFeature.State(selectedTab: .movies)
    let movie = MovieCatalog.standard.movies[0]
    let person = MovieCatalog.standard.cast(of: movie)[0]
    movies.movies.path.append(.movie(MovieFeature.State(movie: movie)))
    movies.movies.path.append(
      .cast(CastFeature.State(movie: movie, cast: MovieCatalog.standard.cast(of: movie))))
    movies.movies.path.append(.person(PersonFeature.State(person: person)))
    movies.movies.path.append(
      .filmography(
        FilmographyFeature.State(
          person: person, movies: MovieCatalog.standard.filmography(of: person.id))))
    return [
      ("list", AppFeature.State()), ("detail", detail), ("edit sheet", editingWidget()),
      ("alert", alert), ("dialog", dialog), ("add sheet", add), ("settings", settings),
      ("filmography", movies), ("movies list", AppFeature.State(selectedTab: .movies)),
    ]
  }

  @Test(arguments: [(32, 10), (40, 10), (40, 12), (80, 24)])
  func everyScreenShowsItsTextAndEveryEntryAtTheSmallestSizes(width: Int, height: Int) {
    for (name, state) in everyKindOfScreen() {
      let screens = AppScreens.screens(for: state)
      let top = screens.last!
      for index in top.entries.indices {
        var interaction = Interaction()
        if top.textField == nil { interaction.select(index + 1, on: top) }
        let lines = Renderer(width: width, height: height).render(
          screens: screens, selectedTab: state.selectedTab, interaction: interaction,
          status: nil)
        let shown = lines.joined(separator: "\n")
        let label = String(top.entries[top.textField?.entry ?? index].label.prefix(8))
        #expect(shown.contains(label), "\(name) at \(width)×\(height): “\(label)”\n\(shown)")
        if top.presentation.isModal, top.presentation != .sheet, top.presentation != .cover {
          // An alert or dialog shows its title and its whole message.
          for word in ([top.title] + top.lines).joined(separator: " ").split(separator: " ") {
            #expect(
              shown.contains(word), "\(name) at \(width)×\(height): “\(word)”\n\(shown)")
          }
        } else if let first = top.lines.first?.prefix(8) {
          #expect(shown.contains(first), "\(name) at \(width)×\(height): “\(first)”\n\(shown)")
        }
      }
    }
  }

  @Test func theHelpBoxSaysHowToCloseItAtTheSmallestSize() {
    var interaction = Interaction()
    interaction.showsHelp = true
    let minimum = Renderer.minimumSize
    let lines = Renderer(width: minimum.width, height: minimum.height).render(
      screens: AppScreens.screens(for: AppFeature.State()), selectedTab: .inventory,
      interaction: interaction, status: nil)
    #expect(lines.contains { $0.contains("Any key closes this help.") })
  }
}
