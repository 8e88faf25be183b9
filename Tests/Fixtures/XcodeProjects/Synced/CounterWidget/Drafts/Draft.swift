// Excluded from the widget target by a membership exception: it would not compile.
let draft: Int = "not an int"
