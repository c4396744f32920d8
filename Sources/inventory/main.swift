print("inventory: under construction")
