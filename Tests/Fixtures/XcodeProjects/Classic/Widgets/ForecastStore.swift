import CoreData

final class ForecastStore {
    let container = NSPersistentContainer(name: "Forecasts")
}

final class CachedForecast: NSManagedObject {
    @NSManaged var city: String
}
