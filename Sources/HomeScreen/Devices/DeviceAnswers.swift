/// The JSON bodies of the device routes, with TRMNL's field names.
enum DeviceAnswers {
    /// `GET /api/setup`. The firmware reads `status` (200 is success), then `api_key`,
    /// `friendly_id`, `image_url` and `message`.
    struct Setup: Encodable {
        var status: Int
        var api_key: String?
        var friendly_id: String?
        var image_url: String?
        var message: String
    }

    /// `GET /api/display`. The firmware reads `status` (0 or absent: show `image_url` unless it
    /// already has `filename`; 202: not registered yet, poll fast; 500: forget the credentials
    /// and run setup again), `refresh_rate` (seconds), `reset_firmware`, `update_firmware` with
    /// `firmware_url`, `special_function`, `image_url_timeout`.
    struct Display: Encodable {
        var status: Int
        var image_url: String?
        var filename: String?
        var refresh_rate: Int
        var reset_firmware: Bool
        var update_firmware: Bool
        var firmware_url: String?
        var special_function: String
        var image_url_timeout: Int
        var error: String?
    }

    /// A refusal on `/api/log` and the image routes (the firmware only logs their status).
    struct Problem: Encodable {
        var status: Int
        var error: String
    }
}
