import SwiftCompilerPlugin
import SwiftSyntaxMacros

// The plug-in's entry point, and the only file the macros' expansion tests leave out (see
// Package.swift): everything the macros do is in the other files, which the tests compile.

@main
struct WaypointMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ReducerMacro.self,
    CaseExtractableMacro.self,
    CasePathsMacro.self,
    ObservableStateMacro.self,
    ObservationStateTrackedMacro.self,
    ObservationStateIgnoredMacro.self,
    NavigationNodeMacro.self,
    StackRootNavigationNodeMacro.self,
    TabsRootNavigationNodeMacro.self,
    SwitchedNavigationNodeMacro.self,
  ]
}
