/// A state type that says where its `@Presents` properties are stored, so that navigation
/// operators reach them at their offset in the state's memory instead of through their
/// projections' key paths.
///
/// A `@Presents` property's projection (`\.$destination`) is a computed property: an `ifLet` that
/// is given it must call its getter and setter through the key path, which costs thousands of
/// instructions an action. The wrapper itself is stored, in `_destination`, which only the type
/// can name. A type that maps each projection to its storage lets `ifLet` use
/// `MemoryLayout.offset(of:)` on the storage, which is as fast as a `switch` over plain fields:
///
/// ```swift
/// struct State: PresentsStorageLayout {
///   @Presents var destination: Destination.State?
///
///   static var presentsStorage: [PartialKeyPath<Self>: PartialKeyPath<Self>] {
///     [\.$destination: \._destination]
///   }
/// }
/// ```
///
/// > Important: Map a projection only to the stored wrapper it projects. A wrong entry makes
/// > `ifLet` read and write the wrong property; the map is trusted, as it is written next to the
/// > properties it names.
///
/// `@ObservableState` writes the map, and also maps each observed property (`\.path`, a computed
/// property that tells observers of reads and writes) to its storage (`\._path`): a `forEach`
/// reads the stack there, without going through the observed getter. Writes still go through
/// the property, so that observers are told.
public protocol PresentsStorageLayout {
  /// The key path of each `@Presents` projection (`\.$destination`), mapped to the key path of
  /// its stored wrapper (`\._destination`); and of each observed property, mapped to its storage.
  static var presentsStorage: [PartialKeyPath<Self>: PartialKeyPath<Self>] { get }
}

extension PresentsStorageLayout {
  /// The offset of the stored wrapper that `projection` projects, if the map names one.
  static func storageOffset<State>(for projection: AnyKeyPath, of _: State.Type) -> Int? {
    guard
      let projection = projection as? PartialKeyPath<Self>,
      let storage = presentsStorage[projection],
      storage is KeyPath<Self, Presents<State>>
    else { return nil }
    return MemoryLayout<Self>.offset(of: storage)
  }

  /// The offset of the storage that holds the value `property` reads, if the map names one.
  static func readOffset<Value>(for property: AnyKeyPath, as _: Value.Type) -> Int? {
    guard
      let property = property as? PartialKeyPath<Self>,
      let storage = presentsStorage[property],
      storage is KeyPath<Self, Value>
    else { return nil }
    return MemoryLayout<Self>.offset(of: storage)
  }
}
