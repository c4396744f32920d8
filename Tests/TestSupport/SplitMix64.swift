/// A small, seedable random number generator, so property and fuzz tests are reproducible from a
/// seed: shared by the package's test targets.
///
/// It lives in a target of its own that no product holds, so no client of the package sees it.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  ///
  /// - Parameter seed: The seed.
  public init(seed: UInt64) {
    self.state = seed
  }

  /// The next number of the sequence.
  ///
  /// - Returns: 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
