// The inventory demo’s features and terminal renderer.
