import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "ObservableState": MacroSpec(
        type: ObservableStateMacro.self,
        conformances: ["ObservableState", "PresentsStorageLayout", "CustomReflectable"]),
      "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
      "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
    ]
  )
)
struct ObservableStateMacroTests {
  @Test func aStructsStoredVarsAreTrackedAndTheRestIsLeftAlone() {
    assertMacro {
      """
      @ObservableState
      public struct State: Equatable {
        public var count = 0
        var name: String
        let id: Int
        let fixed = 1
        static var shared = 0
        var computed: Int { count * 2 }
        @ObservationStateIgnored var ignored = 0
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      public struct State: Equatable {
        public var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            guard _$observationRegistrar.isObserved else {
              _count = newValue
              return
            }
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, _$isIdentityEqual)
          }
          _modify {
            let observed = _$observationRegistrar.isObserved
            if observed {
              _$observationRegistrar.willModify(self, keyPath: \.count)
            }
            defer {
              if observed {
                _$observationRegistrar.didModify(self, keyPath: \.count)
              }
            }
            yield &_count
          }
        }

        private var _count = 0
        var name: String {
          @storageRestrictions(initializes: _name)
          init(initialValue) {
            _name = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.name)
            return _name
          }
          set {
            guard _$observationRegistrar.isObserved else {
              _name = newValue
              return
            }
            _$observationRegistrar.mutate(self, keyPath: \.name, &_name, newValue, _$isIdentityEqual)
          }
          _modify {
            let observed = _$observationRegistrar.isObserved
            if observed {
              _$observationRegistrar.willModify(self, keyPath: \.name)
            }
            defer {
              if observed {
                _$observationRegistrar.didModify(self, keyPath: \.name)
              }
            }
            yield &_name
          }
        }

        private var _name: String
        let id: Int
        let fixed = 1
        static var shared = 0
        var computed: Int { count * 2 }
        var ignored = 0
        @Presents var destination: Destination.State?

        var _$observationRegistrar = Waypoint.ObservationStateRegistrar()

        public var _$id: Waypoint.ObservableStateID {
          _$observationRegistrar.id
        }

        public var _$presentationsDigest: UInt64 {
          var digest: UInt64 = 0
          Waypoint.ObservableStateID._$digest(&digest, _destination.wrappedValue)
          return digest
        }

        public func _$walkNavigation(_ walker: inout some Waypoint.NavigationWalker) {
          walker._walk(self._destination, label: "destination", style: Waypoint.PresentationStyle.sheet)
        }

        public static func _$walkNavigationType(_ walker: inout some Waypoint.NavigationTypeWalker) {
          walker._walkType(Waypoint._$propertyType(\Self._destination), label: "destination", style: Waypoint.PresentationStyle.sheet)
        }

        public mutating func _$editNavigation(_ editor: inout some Waypoint.NavigationEditor) {
          editor._edit(&self._destination, label: "destination", style: Waypoint.PresentationStyle.sheet)
        }

        enum CodingKeys: String, CodingKey {
          case _count = "count"
          case _name = "name"
          case id
          case ignored
          case destination
        }
      }

      extension State: Waypoint.ObservableState {}

      extension State: Waypoint.PresentsStorageLayout {
        public static var presentsStorage: [PartialKeyPath<Self>: PartialKeyPath<Self>] {
          [\.count: \._count, \.name: \._name, \.$destination: \._destination]
        }
      }

      extension State: CustomReflectable {
        public var customMirror: Mirror {
          Mirror(self, children: [("count", _count as Any), ("name", _name as Any), ("id", id as Any), ("ignored", ignored as Any), ("destination", _destination as Any)], displayStyle: .struct)
        }
      }
      """#
    }
  }

  /// The walk over a state's navigation lists the stored `var`s whose declaration names a type
  /// ending in `State`, and every `@Presents` one, in order; the rest, constants included, are
  /// left out.
  @Test func theNavigationWalkListsThePropertiesWhoseTypesMentionState() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var path = StackState<Path.State>()
        var title: String
        var settings: SettingsFeature.State
        var count = 0
        @ObservationStateIgnored var archive: ListFeature.State?
        @Presents var alert: AlertState<Action.Alert>?
        @Presents(.popover) var share: ShareFeature.State?
        let split: SplitViewState<Int, Int, Detail.State>
        static var shared = Child.State()
      }
      """
    } expansion: {
      #"""
      struct State {
        var path {
          @storageRestrictions(initializes: _path)
          init(initialValue) {
            _path = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.path)
            return _path
          }
          set {
            guard _$observationRegistrar.isObserved else {
              _path = newValue
              return
            }
            _$observationRegistrar.mutate(self, keyPath: \.path, &_path, newValue, _$isIdentityEqual)
          }
          _modify {
            let observed = _$observationRegistrar.isObserved
            if observed {
              _$observationRegistrar.willModify(self, keyPath: \.path)
            }
            defer {
              if observed {
                _$observationRegistrar.didModify(self, keyPath: \.path)
              }
            }
            yield &_path
          }
        }

        private var _path = StackState<Path.State>()
        var title: String {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.title)
            return _title
          }
          set {
            guard _$observationRegistrar.isObserved else {
              _title = newValue
              return
            }
            _$observationRegistrar.mutate(self, keyPath: \.title, &_title, newValue, _$isIdentityEqual)
          }
          _modify {
            let observed = _$observationRegistrar.isObserved
            if observed {
              _$observationRegistrar.willModify(self, keyPath: \.title)
            }
            defer {
              if observed {
                _$observationRegistrar.didModify(self, keyPath: \.title)
              }
            }
            yield &_title
          }
        }

        private var _title: String
        var settings: SettingsFeature.State {
          @storageRestrictions(initializes: _settings)
          init(initialValue) {
            _settings = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.settings)
            return _settings
          }
          set {
            guard _$observationRegistrar.isObserved else {
              _settings = newValue
              return
            }
            _$observationRegistrar.mutate(self, keyPath: \.settings, &_settings, newValue, _$isIdentityEqual)
          }
          _modify {
            let observed = _$observationRegistrar.isObserved
            if observed {
              _$observationRegistrar.willModify(self, keyPath: \.settings)
            }
            defer {
              if observed {
                _$observationRegistrar.didModify(self, keyPath: \.settings)
              }
            }
            yield &_settings
          }
        }

        private var _settings: SettingsFeature.State
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            guard _$observationRegistrar.isObserved else {
              _count = newValue
              return
            }
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, _$isIdentityEqual)
          }
          _modify {
            let observed = _$observationRegistrar.isObserved
            if observed {
              _$observationRegistrar.willModify(self, keyPath: \.count)
            }
            defer {
              if observed {
                _$observationRegistrar.didModify(self, keyPath: \.count)
              }
            }
            yield &_count
          }
        }

        private var _count = 0
        var archive: ListFeature.State?
        @Presents var alert: AlertState<Action.Alert>?
        @Presents(.popover) var share: ShareFeature.State?
        let split: SplitViewState<Int, Int, Detail.State>
        static var shared = Child.State()

        var _$observationRegistrar = Waypoint.ObservationStateRegistrar()

        var _$id: Waypoint.ObservableStateID {
          _$observationRegistrar.id
        }

        var _$presentationsDigest: UInt64 {
          var digest: UInt64 = 0
          Waypoint.ObservableStateID._$digest(&digest, _alert.wrappedValue)
          Waypoint.ObservableStateID._$digest(&digest, _share.wrappedValue)
          return digest
        }

        func _$walkNavigation(_ walker: inout some Waypoint.NavigationWalker) {
          walker._walk(self._path, label: "path")
          walker._walk(self._settings, label: "settings")
          walker._walk(self.archive, label: "archive")
          walker._walk(self._alert, label: "alert", style: Waypoint.PresentationStyle.sheet)
          walker._walk(self._share, label: "share", style: .popover)
        }

        static func _$walkNavigationType(_ walker: inout some Waypoint.NavigationTypeWalker) {
          walker._walkType(Waypoint._$propertyType(\Self._path), label: "path")
          walker._walkType(Waypoint._$propertyType(\Self._settings), label: "settings")
          walker._walkType(Waypoint._$propertyType(\Self.archive), label: "archive")
          walker._walkType(Waypoint._$propertyType(\Self._alert), label: "alert", style: Waypoint.PresentationStyle.sheet)
          walker._walkType(Waypoint._$propertyType(\Self._share), label: "share", style: .popover)
        }

        mutating func _$editNavigation(_ editor: inout some Waypoint.NavigationEditor) {
          editor._edit(&self._path, label: "path")
          editor._edit(&self._settings, label: "settings")
          editor._edit(&self.archive, label: "archive")
          editor._edit(&self._alert, label: "alert", style: Waypoint.PresentationStyle.sheet)
          editor._edit(&self._share, label: "share", style: .popover)
        }

        enum CodingKeys: String, CodingKey {
          case _path = "path"
          case _title = "title"
          case _settings = "settings"
          case _count = "count"
          case archive
          case alert
          case share
          case split
        }
      }

      extension State: Waypoint.ObservableState {}

      extension State: Waypoint.PresentsStorageLayout {
        static var presentsStorage: [PartialKeyPath<Self>: PartialKeyPath<Self>] {
          [\.path: \._path, \.title: \._title, \.settings: \._settings, \.count: \._count, \.$alert: \._alert, \.$share: \._share]
        }
      }

      extension State: CustomReflectable {
        var customMirror: Mirror {
          Mirror(self, children: [("path", _path as Any), ("title", _title as Any), ("settings", _settings as Any), ("count", _count as Any), ("archive", archive as Any), ("alert", _alert as Any), ("share", _share as Any), ("split", split as Any)], displayStyle: .struct)
        }
      }
      """#
    }
  }

  @Test func keywordAndRawIdentifierPropertiesGetStorageNamesTheCompilerAccepts() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var `default` = 0
        var `two words` = ""
        @Presents var `switch`: Child.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var `default` {
          @storageRestrictions(initializes: _default)
          init(initialValue) {
            _default = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.`default`)
            return _default
          }
          set {
            guard _$observationRegistrar.isObserved else {
              _default = newValue
              return
            }
            _$observationRegistrar.mutate(self, keyPath: \.`default`, &_default, newValue, _$isIdentityEqual)
          }
          _modify {
            let observed = _$observationRegistrar.isObserved
            if observed {
              _$observationRegistrar.willModify(self, keyPath: \.`default`)
            }
            defer {
              if observed {
                _$observationRegistrar.didModify(self, keyPath: \.`default`)
              }
            }
            yield &_default
          }
        }

        private var _default = 0
        var `two words` {
          @storageRestrictions(initializes: `_two words`)
          init(initialValue) {
            `_two words` = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.`two words`)
            return `_two words`
          }
          set {
            guard _$observationRegistrar.isObserved else {
              `_two words` = newValue
              return
            }
            _$observationRegistrar.mutate(self, keyPath: \.`two words`, &`_two words`, newValue, _$isIdentityEqual)
          }
          _modify {
            let observed = _$observationRegistrar.isObserved
            if observed {
              _$observationRegistrar.willModify(self, keyPath: \.`two words`)
            }
            defer {
              if observed {
                _$observationRegistrar.didModify(self, keyPath: \.`two words`)
              }
            }
            yield &`_two words`
          }
        }

        private var `_two words` = ""
        @Presents var `switch`: Child.State?

        var _$observationRegistrar = Waypoint.ObservationStateRegistrar()

        var _$id: Waypoint.ObservableStateID {
          _$observationRegistrar.id
        }

        var _$presentationsDigest: UInt64 {
          var digest: UInt64 = 0
          Waypoint.ObservableStateID._$digest(&digest, _switch.wrappedValue)
          return digest
        }

        func _$walkNavigation(_ walker: inout some Waypoint.NavigationWalker) {
          walker._walk(self._switch, label: "switch", style: Waypoint.PresentationStyle.sheet)
        }

        static func _$walkNavigationType(_ walker: inout some Waypoint.NavigationTypeWalker) {
          walker._walkType(Waypoint._$propertyType(\Self._switch), label: "switch", style: Waypoint.PresentationStyle.sheet)
        }

        mutating func _$editNavigation(_ editor: inout some Waypoint.NavigationEditor) {
          editor._edit(&self._switch, label: "switch", style: Waypoint.PresentationStyle.sheet)
        }

        enum CodingKeys: String, CodingKey {
          case _default = "default"
          case `_two words` = "two words"
          case `switch`
        }
      }

      extension State: Waypoint.ObservableState {}

      extension State: Waypoint.PresentsStorageLayout {
        static var presentsStorage: [PartialKeyPath<Self>: PartialKeyPath<Self>] {
          [\.`default`: \._default, \.`two words`: \.`_two words`, \.$switch: \._switch]
        }
      }

      extension State: CustomReflectable {
        var customMirror: Mirror {
          Mirror(self, children: [("default", _default as Any), ("two words", `_two words` as Any), ("switch", _switch as Any)], displayStyle: .struct)
        }
      }
      """#
    }
  }

  @Test func aStructThatDeclaresCodingKeysKeepsThem() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        enum CodingKeys: String, CodingKey {
          case count = "n"
        }
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            guard _$observationRegistrar.isObserved else {
              _count = newValue
              return
            }
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, _$isIdentityEqual)
          }
          _modify {
            let observed = _$observationRegistrar.isObserved
            if observed {
              _$observationRegistrar.willModify(self, keyPath: \.count)
            }
            defer {
              if observed {
                _$observationRegistrar.didModify(self, keyPath: \.count)
              }
            }
            yield &_count
          }
        }

        private var _count = 0
        enum CodingKeys: String, CodingKey {
          case count = "n"
        }

        var _$observationRegistrar = Waypoint.ObservationStateRegistrar()

        var _$id: Waypoint.ObservableStateID {
          _$observationRegistrar.id
        }
      }

      extension State: Waypoint.ObservableState {}

      extension State: Waypoint.PresentsStorageLayout {
        static var presentsStorage: [PartialKeyPath<Self>: PartialKeyPath<Self>] {
          [\.count: \._count]
        }
      }

      extension State: CustomReflectable {
        var customMirror: Mirror {
          Mirror(self, children: [("count", _count as Any)], displayStyle: .struct)
        }
      }
      """#
    }
  }

  @Test func anEnumsEditPutsTheValueBackUnderItsLabel() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case labelled(detail: Detail.State)
        case unlabelled(_ detail: Detail.State)
        case pair(Detail.State, Int)
      }
      """
    } expansion: {
      """
      enum State {
        case labelled(detail: Detail.State)
        case unlabelled(_ detail: Detail.State)
        case pair(Detail.State, Int)

        var _$id: Waypoint.ObservableStateID {
          switch self {
          case let .labelled(state):
            return Waypoint.ObservableStateID._$id(for: state)._$tag(0)
          case let .unlabelled(state):
            return Waypoint.ObservableStateID._$id(for: state)._$tag(1)
          case let .pair(value0, value1):
            return Waypoint.ObservableStateID._$id(for: (value0, value1))._$tag(2)
          }
        }

        func _$walkNavigation(_ walker: inout some Waypoint.NavigationWalker) {
          switch self {
          case let .labelled(state):
            walker._walkCase(state, name: "labelled", index: 0, of: Self.self)
          case let .unlabelled(state):
            walker._walkCase(state, name: "unlabelled", index: 1, of: Self.self)
          case let .pair(value0, value1):
            walker._walkCase((value0, value1), name: "pair", index: 2, of: Self.self)
          }
        }

        mutating func _$editNavigation(_ editor: inout some Waypoint.NavigationEditor) {
          switch self {
          case var .labelled(state):
            editor._editCase(&state, name: "labelled", index: 0, of: Self.self)
            self = .labelled(detail: state)
          case var .unlabelled(state):
            editor._editCase(&state, name: "unlabelled", index: 1, of: Self.self)
            self = .unlabelled(state)
          case .pair:
            break
          }
        }

        static func _$walkNavigationType(_ walker: inout some Waypoint.NavigationTypeWalker) {
          walker._walkCaseType(Detail.State.self, name: "labelled", index: 0, of: Self.self)
          walker._walkCaseType(Detail.State.self, name: "unlabelled", index: 1, of: Self.self)
          walker._walkCaseType((Detail.State, Int).self, name: "pair", index: 2, of: Self.self)
        }
      }

      extension State: Waypoint.ObservableState {}
      """
    }
  }

  @Test func anEnumsIdentityFollowsItsCase() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case idle
        case loaded(Detail.State), failed(String)
      }
      """
    } expansion: {
      """
      enum State {
        case idle
        case loaded(Detail.State), failed(String)

        var _$id: Waypoint.ObservableStateID {
          switch self {
          case .idle:
            return Waypoint.ObservableStateID._$case(0)
          case let .loaded(state):
            return Waypoint.ObservableStateID._$id(for: state)._$tag(1)
          case let .failed(state):
            return Waypoint.ObservableStateID._$id(for: state)._$tag(2)
          }
        }

        func _$walkNavigation(_ walker: inout some Waypoint.NavigationWalker) {
          switch self {
          case .idle:
            walker._walkCase((), name: "idle", index: 0, of: Self.self)
          case let .loaded(state):
            walker._walkCase(state, name: "loaded", index: 1, of: Self.self)
          case let .failed(state):
            walker._walkCase(state, name: "failed", index: 2, of: Self.self)
          }
        }

        mutating func _$editNavigation(_ editor: inout some Waypoint.NavigationEditor) {
          switch self {
          case .idle:
            break
          case var .loaded(state):
            editor._editCase(&state, name: "loaded", index: 1, of: Self.self)
            self = .loaded(state)
          case var .failed(state):
            editor._editCase(&state, name: "failed", index: 2, of: Self.self)
            self = .failed(state)
          }
        }

        static func _$walkNavigationType(_ walker: inout some Waypoint.NavigationTypeWalker) {
          walker._walkCaseType(Swift.Void.self, name: "idle", index: 0, of: Self.self)
          walker._walkCaseType(Detail.State.self, name: "loaded", index: 1, of: Self.self)
          walker._walkCaseType(String.self, name: "failed", index: 2, of: Self.self)
        }
      }

      extension State: Waypoint.ObservableState {}
      """
    }
  }

  @Test func aClassIsRefused() {
    assertMacro {
      """
      @ObservableState
      class State {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' applies to a struct or an enum: a feature's state is a value
      class State {
        var count = 0
      }
      """
    }
  }
}
