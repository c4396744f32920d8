// Modifiers that run code when a view appears, disappears or changes, or when the app opens a URL.

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    fatalError("stand-in")
  }

  /// The documentation lists this modifier, which covers `task(priority:_:)`, under the name
  /// `task(name:priority:file:line:_:)`.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:)
  nonisolated public func task(
    name: String? = nil,
    priority: TaskPriority = .userInitiated,
    file: String = #fileID,
    line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    fatalError("stand-in")
  }

  /// The documentation lists this modifier, which covers `task(id:priority:_:)`, under the name
  /// `task(id:name:priority:file:line:_:)`.
  ///
  /// https://developer.apple.com/documentation/swiftui/view/task(id:name:priority:file:line:_:)
  nonisolated public func task<T>(
    id value: T,
    name: String? = nil,
    priority: TaskPriority = .userInitiated,
    file: String = #fileID,
    line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View where T: Equatable {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
  nonisolated public func onChange<V>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping () -> Void
  ) -> some View where V: Equatable {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  nonisolated public func onChange<V>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    fatalError("stand-in")
  }
}
