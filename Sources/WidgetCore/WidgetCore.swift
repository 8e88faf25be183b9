public import ViewCore
