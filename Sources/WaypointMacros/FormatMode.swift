import SwiftSyntaxMacros

// Every expansion is written out already formatted, so the plug-in does not format it again:
// formatting is more than a third of what a debug build of the plug-in spends per expansion.
extension ReducerMacro { public static var formatMode: FormatMode { .disabled } }
extension CaseExtractableMacro { public static var formatMode: FormatMode { .disabled } }
extension ObservableStateMacro { public static var formatMode: FormatMode { .disabled } }
extension ObservationStateTrackedMacro { public static var formatMode: FormatMode { .disabled } }
extension ObservationStateIgnoredMacro { public static var formatMode: FormatMode { .disabled } }
extension NavigationNodeMacro { public static var formatMode: FormatMode { .disabled } }
extension StackRootNavigationNodeMacro { public static var formatMode: FormatMode { .disabled } }
extension TabsRootNavigationNodeMacro { public static var formatMode: FormatMode { .disabled } }
extension SwitchedNavigationNodeMacro { public static var formatMode: FormatMode { .disabled } }
extension CasePathsMacro { public static var formatMode: FormatMode { .disabled } }
