import SwiftUI
print("example")
