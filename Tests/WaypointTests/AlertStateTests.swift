import Testing
import Waypoint

@Suite struct AlertStateTests {
  private func deleteAlert(message: String = "This cannot be undone.") -> AlertState<AlertAction> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState(message)
    }
  }

  // MARK: Builder

  @Test func builderCollectsTitleButtonsAndMessage() {
    let alert = deleteAlert()
    #expect(alert.title == TextState("Delete?"))
    #expect(alert.message == TextState("This cannot be undone."))
    #expect(
      alert.buttons == [
        ButtonState(role: .destructive, action: .confirm) { TextState("Delete") },
        ButtonState(role: .cancel) { TextState("Cancel") },
      ]
    )
    #expect(
      alert
        == AlertState(
          title: "Delete?",
          message: "This cannot be undone.",
          buttons: [
            ButtonState(role: .destructive, action: .confirm) { "Delete" },
            ButtonState(role: .cancel) { "Cancel" },
          ]
        )
    )
  }

  @Test func alertWithOnlyATitleHasNoButtonsAndNoMessage() {
    let alert = AlertState<AlertAction> { TextState("Saved") }
    #expect(alert.title == "Saved")
    #expect(alert.buttons.isEmpty)
    #expect(alert.message == nil)
  }

  @Test func builderSupportsIfElse() {
    func alert(canArchive: Bool) -> AlertState<AlertAction> {
      AlertState {
        TextState("Remove?")
      } actions: {
        if canArchive {
          ButtonState(action: .archive) { TextState("Archive") }
        } else {
          ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
        }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    #expect(alert(canArchive: true).buttons.map(\.label) == ["Archive", "Cancel"])
    #expect(alert(canArchive: true).buttons.first?.action == .archive)
    #expect(alert(canArchive: false).buttons.map(\.label) == ["Delete", "Cancel"])
    #expect(alert(canArchive: false).buttons.first?.role == .destructive)
  }

  @Test func builderSupportsIfWithoutElse() {
    func alert(showsCancel: Bool) -> AlertState<AlertAction> {
      AlertState {
        TextState("Remove?")
      } actions: {
        ButtonState(action: .confirm) { TextState("OK") }
        if showsCancel {
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
    }
    #expect(alert(showsCancel: true).buttons.map(\.label) == ["OK", "Cancel"])
    #expect(alert(showsCancel: false).buttons.map(\.label) == ["OK"])
  }

  @Test func builderSupportsForLoops() {
    let alert = AlertState<AlertAction> {
      TextState("Pick a shelf")
    } actions: {
      for shelf in 1...3 {
        ButtonState(action: .select(shelf)) { TextState("Shelf \(shelf)") }
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    #expect(alert.buttons.map(\.label) == ["Shelf 1", "Shelf 2", "Shelf 3", "Cancel"])
    #expect(alert.buttons.map(\.action) == [.select(1), .select(2), .select(3), nil])
  }

  @Test func builderAcceptsArraysOfButtons() {
    let extra: [ButtonState<AlertAction>] = [
      ButtonState(action: .archive) { "Archive" },
      ButtonState(action: .confirm) { "Confirm" },
    ]
    let alert = AlertState<AlertAction> {
      TextState("More")
    } actions: {
      extra
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    #expect(alert.buttons.map(\.label) == ["Archive", "Confirm", "Cancel"])
  }

  @Test func buttonActionSendIsTheSameAsPassingTheAction() {
    let sending = ButtonState<AlertAction>(role: .destructive, action: .send(.confirm)) {
      TextState("Delete")
    }
    #expect(sending == ButtonState(role: .destructive, action: .confirm) { TextState("Delete") })
    let dismissing = ButtonState<AlertAction>(action: .send(nil)) { TextState("OK") }
    #expect(dismissing.action == nil)
    #expect(dismissing.role == nil)
  }

  // MARK: Equatable and Hashable

  @Test func alertsDifferWhenAnyPartDiffers() {
    let alert = deleteAlert()
    #expect(alert == deleteAlert())
    #expect(alert != deleteAlert(message: "Other"))

    var otherTitle = alert
    otherTitle.title = "Remove?"
    #expect(alert != otherTitle)

    var noMessage = alert
    noMessage.message = nil
    #expect(alert != noMessage)

    var otherRole = alert
    otherRole.buttons[0].role = nil
    #expect(alert != otherRole)

    var otherAction = alert
    otherAction.buttons[0].action = .archive
    #expect(alert != otherAction)

    var otherLabel = alert
    otherLabel.buttons[1].label = "Keep"
    #expect(alert != otherLabel)

    var fewerButtons = alert
    fewerButtons.buttons.removeLast()
    #expect(alert != fewerButtons)
  }

  @Test func equalAlertsHaveEqualHashes() {
    var other = deleteAlert()
    other.buttons.reverse()
    #expect(deleteAlert().hashValue == deleteAlert().hashValue)
    #expect(Set([deleteAlert(), deleteAlert(), other]).count == 2)
  }

  // MARK: map

  @Test func mapTransformsEveryButtonsActionAndKeepsTheRest() {
    enum Parent: Equatable { case alert(AlertAction) }
    let mapped = deleteAlert().map(Parent.alert)
    #expect(mapped.title == "Delete?")
    #expect(mapped.message == "This cannot be undone.")
    #expect(mapped.buttons.map(\.action) == [.alert(.confirm), nil])
    #expect(mapped.buttons.map(\.role) == [.destructive, .cancel])
    #expect(mapped.buttons.map(\.label) == ["Delete", "Cancel"])
  }

  @Test func buttonMapLeavesADismissOnlyButtonWithoutAction() {
    let button = ButtonState<AlertAction>(role: .cancel) { "Cancel" }
    var calls = 0
    let mapped = button.map { action -> String in
      calls += 1
      return "\(action)"
    }
    #expect(mapped.action == nil)
    #expect(mapped.role == .cancel)
    #expect(calls == 0)
  }

  // MARK: Codable

  @Test func alertRoundTripsThroughJSON() throws {
    let alert = deleteAlert()
    #expect(try roundTrip(alert) == alert)
    let bare = AlertState<AlertAction>(title: "Saved")
    #expect(try roundTrip(bare) == bare)
  }

  @Test func alertWithAssociatedValueActionsRoundTrips() throws {
    let alert = AlertState<AlertAction> {
      TextState("Pick")
    } actions: {
      for shelf in 0..<3 {
        ButtonState(action: .select(shelf)) { TextState("Shelf \(shelf)") }
      }
    }
    #expect(try roundTrip(alert) == alert)
  }

  @Test func buttonEncodesRoleActionAndLabel() throws {
    let button = ButtonState(role: .destructive, action: AlertAction.confirm) {
      TextState("Delete")
    }
    #expect(
      try encodeJSON(button)
        == #"{"action":{"confirm":{}},"label":{"string":"Delete"},"role":"destructive"}"#
    )
    #expect(try roundTrip(button) == button)
    let plain = ButtonState<AlertAction> { "OK" }
    #expect(plain.role == nil && plain.action == nil)
    #expect(try roundTrip(plain) == plain)
  }
}

@Suite struct ConfirmationDialogStateTests {
  private func dialog(
    visibility: ConfirmationDialogStateTitleVisibility = .visible
  ) -> ConfirmationDialogState<AlertAction> {
    ConfirmationDialogState(titleVisibility: visibility) {
      TextState("Delete Widget?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("It will be gone.")
    }
  }

  @Test func builderCollectsTitleButtonsMessageAndVisibility() {
    let dialog = dialog()
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.title == "Delete Widget?")
    #expect(dialog.message == "It will be gone.")
    #expect(dialog.buttons.map(\.label) == ["Delete", "Cancel"])
    #expect(
      dialog
        == ConfirmationDialogState(
          titleVisibility: .visible,
          title: "Delete Widget?",
          message: "It will be gone.",
          buttons: [
            ButtonState(role: .destructive, action: .confirm) { "Delete" },
            ButtonState(role: .cancel) { "Cancel" },
          ]
        )
    )
  }

  @Test func titleVisibilityDefaultsToAutomatic() {
    let dialog = ConfirmationDialogState<AlertAction> { TextState("Options") }
    #expect(dialog.titleVisibility == .automatic)
    #expect(dialog.buttons.isEmpty)
    #expect(dialog.message == nil)
  }

  @Test func builderSupportsConditionsAndLoops() {
    func dialog(shelves: Int, canCancel: Bool) -> ConfirmationDialogState<AlertAction> {
      ConfirmationDialogState {
        TextState("Move to")
      } actions: {
        for shelf in 0..<shelves {
          ButtonState(action: .select(shelf)) { TextState("Shelf \(shelf)") }
        }
        if canCancel {
          ButtonState(role: .cancel) { TextState("Cancel") }
        } else {
          ButtonState(action: .archive) { TextState("Archive") }
        }
      }
    }
    #expect(
      dialog(shelves: 2, canCancel: true).buttons.map(\.label) == ["Shelf 0", "Shelf 1", "Cancel"])
    #expect(dialog(shelves: 0, canCancel: false).buttons.map(\.label) == ["Archive"])
  }

  @Test func dialogsDifferWhenVisibilityDiffers() {
    #expect(dialog() == dialog())
    #expect(dialog(visibility: .hidden) != dialog())
    #expect(Set([dialog(), dialog(), dialog(visibility: .hidden)]).count == 2)
  }

  @Test func mapKeepsVisibilityAndTransformsActions() {
    enum Parent: Equatable { case dialog(AlertAction) }
    let mapped = dialog(visibility: .hidden).map(Parent.dialog)
    #expect(mapped.titleVisibility == .hidden)
    #expect(mapped.title == "Delete Widget?")
    #expect(mapped.message == "It will be gone.")
    #expect(mapped.buttons.map(\.action) == [.dialog(.confirm), nil])
  }

  @Test func dialogRoundTripsThroughJSON() throws {
    for visibility in [ConfirmationDialogStateTitleVisibility.automatic, .hidden, .visible] {
      let dialog = dialog(visibility: visibility)
      #expect(try roundTrip(dialog) == dialog)
    }
    #expect(try encodeJSON(ConfirmationDialogStateTitleVisibility.hidden) == #""hidden""#)
  }
}

@Suite struct TextStateTests {
  @Test func textHoldsItsCharacters() {
    #expect(TextState("Delete").string == "Delete")
    #expect(TextState(verbatim: "%d items").string == "%d items")
    #expect(TextState("Sub"[...]).string == "Sub")
    #expect(String(state: TextState("Hello")) == "Hello")
    #expect(TextState("Hello").description == "Hello")
  }

  @Test func literalsAndInterpolationBuildText() {
    let name = "Widget"
    let text: TextState = "Delete \(name)?"
    #expect(text == TextState("Delete Widget?"))
  }

  @Test func textJoinsWithPlus() {
    #expect(TextState("Delete ") + TextState("Widget") == TextState("Delete Widget"))
  }

  @Test func textDiffersByCharacters() {
    #expect(TextState("a") != TextState("b"))
    #expect(Set([TextState("a"), "a", "b"]).count == 2)
  }

  @Test func textRoundTripsThroughJSON() throws {
    #expect(try encodeJSON(TextState("Hi")) == #"{"string":"Hi"}"#)
    #expect(try roundTrip(TextState("Hi")) == "Hi")
  }

  @Test func buttonRoleRoundTripsThroughJSON() throws {
    #expect(try encodeJSON(ButtonStateRole.cancel) == #""cancel""#)
    #expect(try roundTrip(ButtonStateRole.destructive) == .destructive)
  }
}
