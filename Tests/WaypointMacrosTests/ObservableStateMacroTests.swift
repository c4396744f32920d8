import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing
import WaypointMacros

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

        enum CodingKeys: String, CodingKey {
          case _count = "count"
          case _name = "name"
          case id
          case ignored
          case destination
        }
      }

      extension State: Waypoint.ObservableState {
      }

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

      extension State: Waypoint.ObservableState {
      }

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
      }

      extension State: Waypoint.ObservableState {
      }
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
