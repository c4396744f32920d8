extension AppFeature {
  /// Every link of the app, one line each, for `inventory --help`.
  package static let linkSummary = """
    inventory://items                     the Inventory tab's list
    inventory://items/add                 the add-item sheet
    inventory://items/2                   item 2's detail
    inventory://items/2/3                 item 2, then related item 3
    inventory://items/2/edit              item 2's edit sheet
    inventory://items/2/edit/alert?name=  its "Name required" alert
    inventory://items/2/delete            item 2's delete dialog
    inventory://movies                    the Movies tab's list
    inventory://movies/movie/1            movie 1
    inventory://movies/movie/1/cast/1     then its cast
    …/cast/1/person/2                     then a person
    …/person/2/filmography/2              then their movies
    inventory://settings                  settings, over the tabs as they are
    inventory://items/2/settings          settings over a screen
    …?name=Gizmo%202&kind=tool            a form's unsaved edits: name, kind,
                                          quantity, focus=name (typing)
    …/settings?refresh=5                  the settings' unsaved interval
    """
}
