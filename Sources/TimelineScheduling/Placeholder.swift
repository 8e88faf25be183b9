import ViewCore
