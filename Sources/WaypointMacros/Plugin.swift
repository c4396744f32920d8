import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct WaypointMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ReducerMacro.self,
    CaseExtractableMacro.self,
    ObservableStateMacro.self,
    ObservationStateTrackedMacro.self,
    ObservationStateIgnoredMacro.self,
    NavigationNodeMacro.self,
    StackRootNavigationNodeMacro.self,
    TabsRootNavigationNodeMacro.self,
    SwitchedNavigationNodeMacro.self,
  ]
}
