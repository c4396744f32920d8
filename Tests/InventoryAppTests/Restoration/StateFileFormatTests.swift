import Foundation
import InventoryApp
import Testing
import Waypoint
import WaypointRestoration

/// Pins the JSON a state is saved as, so that the files users already have keep loading. A change
/// to how states are declared (`@ObservableState` keeps each observed property in storage of its
/// own, `@Reducer` generates the `Path` and `Destination` enums) must leave it as it is.
@Suite struct StateFileFormatTests {
  /// A small state that holds every kind of screen and presentation the app saves.
  ///
  /// - Parameter isBusy: Whether a save and a stock refresh are in flight, which is not saved.
  func everyScreen(isBusy: Bool) -> AppFeature.State {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let widget = Item(id: 1, name: "Widget", kind: .gadget, quantity: 12)
      let gizmo = Item(id: 2, name: "Gizmo", kind: .gadget, quantity: 4)
      var state = AppFeature.State(
        selectedTab: .movies,
        inventory: InventoryFeature.State(items: [widget, gizmo], refreshSeconds: 5),
        movies: MoviesFeature.State(movies: []),
        preferences: SettingsFeature.Preferences(refreshSeconds: 5)
      )
      var detail = state.inventory.detail(for: gizmo)
      detail.stockLevel = 3
      detail.refreshCount = 1
      detail.isRefreshing = isBusy
      state.inventory.path.append(.detail(detail))
      // Only the top detail presents something: a person presents from the screen on top.
      var form = ItemFormFeature.State(item: widget, focus: .name)
      form.isSaving = isBusy
      form.alert = AlertState { TextState("Could not save") }
      var editing = state.inventory.detail(for: widget)
      editing.destination = .edit(form)
      state.inventory.path.append(.detail(editing))
      let movie = Movie(id: 1, title: "Harbor Lights", year: 1998, cast: [1])
      let person = Person(id: 1, name: "Ada Brook")
      state.movies.path.append(.movie(MovieFeature.State(movie: movie)))
      state.movies.path.append(.cast(CastFeature.State(movie: movie, cast: [person])))
      state.movies.path.append(.person(PersonFeature.State(person: person)))
      state.movies.path.append(
        .filmography(FilmographyFeature.State(person: person, movies: [movie])))
      state.settings = SettingsFeature.State(preferences: state.preferences)
      return state
    }
  }

  @Test func aSavedStateKeepsItsFormatInsideTheSnapshot() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("format-\(UUID()).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try StateFile(path: path).save(everyScreen(isBusy: true))
    let saved = try JSONDecoder().decode(
      JSONValue.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    let earlier = try JSONDecoder().decode(JSONValue.self, from: Data(Self.savedJSON.utf8))
    // The state is the one the earlier file holds (its stacks now as IDs and elements); the
    // snapshot around it says its format and schema.
    let decode = { (json: JSONValue?) throws in
      try JSONDecoder().decode(AppFeature.State.self, from: JSONEncoder().encode(json))
    }
    #expect(try decode(saved["state"]) == decode(earlier["state"]))
    #expect(saved["state"]?["inventory"]?["path"]?["ids"] == [0, 1])
    #expect(saved["format"] == 1)
    #expect(saved["schema"] == .int(StateFile.schema))
    #expect(saved["savedAt"]?.stringValue?.hasSuffix("Z") == true)
    #expect(saved.objectValue?.keys.sorted() == ["format", "savedAt", "schema", "state"])
  }

  @Test func aFileInTheSavedFormatLoads() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("format-\(UUID()).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(Self.savedJSON.utf8).write(to: URL(fileURLWithPath: path))
    #expect(
      try StateFile(path: path).load()
        == StateFile.Restored(state: everyScreen(isBusy: false), repairs: []))
  }

  /// The file ``everyScreen(isBusy:)`` is saved as, as the app wrote it before its features used
  /// `@Reducer` and `@ObservableState`.
  static let savedJSON = """
    {
      "state" : {
        "inventory" : {
          "addItem" : null,
          "items" : [
            {
              "id" : 1,
              "kind" : "gadget",
              "name" : "Widget",
              "quantity" : 12
            },
            {
              "id" : 2,
              "kind" : "gadget",
              "name" : "Gizmo",
              "quantity" : 4
            }
          ],
          "path" : [
            {
              "element" : {
                "detail" : {
                  "_0" : {
                    "destination" : null,
                    "item" : {
                      "id" : 2,
                      "kind" : "gadget",
                      "name" : "Gizmo",
                      "quantity" : 4
                    },
                    "refreshCount" : 1,
                    "refreshSeconds" : 5,
                    "related" : [
                      {
                        "id" : 1,
                        "kind" : "gadget",
                        "name" : "Widget",
                        "quantity" : 12
                      }
                    ],
                    "stockLevel" : 3
                  }
                }
              },
              "id" : 0
            },
            {
              "element" : {
                "detail" : {
                  "_0" : {
                    "destination" : {
                      "edit" : {
                        "_0" : {
                          "alert" : {
                            "buttons" : [

                            ],
                            "title" : {
                              "string" : "Could not save"
                            }
                          },
                          "focus" : "name",
                          "item" : {
                            "id" : 1,
                            "kind" : "gadget",
                            "name" : "Widget",
                            "quantity" : 12
                          }
                        }
                      }
                    },
                    "item" : {
                      "id" : 1,
                      "kind" : "gadget",
                      "name" : "Widget",
                      "quantity" : 12
                    },
                    "refreshCount" : 0,
                    "refreshSeconds" : 5,
                    "related" : [
                      {
                        "id" : 2,
                        "kind" : "gadget",
                        "name" : "Gizmo",
                        "quantity" : 4
                      }
                    ]
                  }
                }
              },
              "id" : 1
            }
          ],
          "refreshSeconds" : 5
        },
        "movies" : {
          "movies" : [

          ],
          "path" : [
            {
              "element" : {
                "movie" : {
                  "_0" : {
                    "movie" : {
                      "cast" : [
                        1
                      ],
                      "id" : 1,
                      "title" : "Harbor Lights",
                      "year" : 1998
                    }
                  }
                }
              },
              "id" : 2
            },
            {
              "element" : {
                "cast" : {
                  "_0" : {
                    "cast" : [
                      {
                        "id" : 1,
                        "name" : "Ada Brook"
                      }
                    ],
                    "movie" : {
                      "cast" : [
                        1
                      ],
                      "id" : 1,
                      "title" : "Harbor Lights",
                      "year" : 1998
                    }
                  }
                }
              },
              "id" : 3
            },
            {
              "element" : {
                "person" : {
                  "_0" : {
                    "person" : {
                      "id" : 1,
                      "name" : "Ada Brook"
                    }
                  }
                }
              },
              "id" : 4
            },
            {
              "element" : {
                "filmography" : {
                  "_0" : {
                    "movies" : [
                      {
                        "cast" : [
                          1
                        ],
                        "id" : 1,
                        "title" : "Harbor Lights",
                        "year" : 1998
                      }
                    ],
                    "person" : {
                      "id" : 1,
                      "name" : "Ada Brook"
                    }
                  }
                }
              },
              "id" : 5
            }
          ]
        },
        "preferences" : {
          "refreshSeconds" : 5
        },
        "selectedTab" : "movies",
        "settings" : {
          "preferences" : {
            "refreshSeconds" : 5
          }
        }
      },
      "version" : 1
    }
    """
}
