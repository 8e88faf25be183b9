import Foundation

/// The JSON the votes endpoint answers with, modelled on the "recent votes" response of the
/// ProPublica Congress API (`/congress/v1/house/votes/recent.json`):
///
/// ```json
/// {"status": "OK",
///  "results": {"chamber": "House", "num_results": 1, "votes": [
///    {"congress": 119, "session": 2, "roll_call": 412,
///     "bill": {"number": "H.R. 4821", "title": "Rural Broadband Mapping Accuracy Act"},
///     "question": "On Passage", "result": "Passed", "date": "2026-09-24", "time": "14:32:00",
///     "total": {"yes": 311, "no": 114, "present": 1, "not_voting": 8}}]}}
/// ```
///
/// Only what the widget shows is read; other fields are ignored. `docs/examples/CONGRESS.md`
/// lists every field.
struct VotesDocument: Decodable {
    var status: String?
    var errors: [ServerMessage]?
    var results: Results?

    struct ServerMessage: Decodable {
        var error: String?
    }

    struct Results: Decodable {
        var chamber: String?
        var votes: [VoteRecord]
    }

    struct VoteRecord: Decodable {
        var congress: FlexibleInt?
        var chamber: String?
        var session: FlexibleInt?
        var rollCall: FlexibleInt?
        var url: String?
        var bill: BillRecord?
        var question: String?
        var description: String?
        var date: String
        var time: String?
        var result: String
        var democratic: TallyRecord?
        var republican: TallyRecord?
        var independent: TallyRecord?
        var total: TallyRecord

        enum CodingKeys: String, CodingKey {
            case congress, chamber, session, rollCall = "roll_call", url, bill, question, description, date, time,
                 result, democratic, republican, independent, total
        }
    }

    struct BillRecord: Decodable {
        var number: String?
        var title: String?
    }

    struct TallyRecord: Decodable {
        var yes: Int
        var no: Int
        var present: Int?
        var notVoting: Int?

        enum CodingKeys: String, CodingKey {
            case yes, no, present, notVoting = "not_voting"
        }

        var tally: VoteTally { VoteTally(yes: yes, no: no, present: present ?? 0, notVoting: notVoting ?? 0) }
    }

    /// A whole number written either as a JSON number or as a string of digits (older
    /// ProPublica responses quote `congress`, `session` and `roll_call`).
    struct FlexibleInt: Decodable {
        var value: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                value = number
            } else if let text = try? container.decode(String.self), let number = Int(text) {
                value = number
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a whole number")
            }
        }
    }
}

extension VotesDocument {
    /// Decodes `data` and converts every vote, or explains exactly what is wrong.
    ///
    /// - Throws: ``VotesServiceError/malformedResponse(_:)`` naming the field at fault, or
    ///   ``VotesServiceError/serverReported(_:)`` when the document's `status` is not "OK".
    static func votes(from data: Data) throws(VotesServiceError) -> [Vote] {
        let document: VotesDocument
        do {
            document = try JSONDecoder().decode(VotesDocument.self, from: data)
        } catch let error as DecodingError {
            throw .malformedResponse(error.readableDescription)
        } catch {
            throw .malformedResponse(String(describing: error))
        }
        if let status = document.status, status.uppercased() != "OK" {
            let messages = (document.errors ?? []).compactMap(\.error).filter { !$0.isEmpty }
            throw .serverReported(messages.isEmpty ? "status \"\(status)\"" : messages.joined(separator: "; "))
        }
        guard let results = document.results else {
            throw .malformedResponse("the document has no \"results\" object")
        }
        var votes: [Vote] = []
        for (index, record) in results.votes.enumerated() {
            votes.append(try record.vote(at: index))
        }
        return votes
    }
}

extension VotesDocument.VoteRecord {
    /// The model vote, with its date and time read as Eastern Time (the House's clock).
    func vote(at index: Int) throws(VotesServiceError) -> Vote {
        guard let moment = VoteClock.date(day: date, time: time) else {
            let written = time.map { "\(date) \($0)" } ?? date
            throw .malformedResponse(
                "results.votes[\(index)]: \"\(written)\" is not a date (YYYY-MM-DD) with an optional time (HH:MM:SS)")
        }
        let bill = bill.flatMap { record -> VotedBill? in
            let number = record.number?.nonEmpty
            let title = record.title?.nonEmpty
            return number == nil && title == nil ? nil : VotedBill(number: number, title: title)
        }
        let parties = [("Democratic", democratic), ("Republican", republican), ("Independent", independent)]
            .compactMap { name, record in record.map { PartyTally(party: name, tally: $0.tally) } }
            .filter { $0.tally.total > 0 }
        return Vote(
            congress: congress?.value, session: session?.value, rollCall: rollCall?.value, bill: bill,
            question: question?.nonEmpty, summary: description?.nonEmpty, result: result,
            date: moment.date, hasTime: moment.hasTime, tally: total.tally, parties: parties,
            url: url.flatMap(URL.init(string:)).flatMap { ["http", "https"].contains($0.scheme?.lowercased()) ? $0 : nil })
    }
}

extension String {
    /// The string trimmed of spaces, or `nil` when nothing is left.
    var nonEmpty: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}

extension DecodingError {
    /// "results.votes[2].total.yes: expected a number, found a string" — where and what.
    var readableDescription: String {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return text.isEmpty ? "the document" : text
        }
        switch self {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .valueNotFound(_, let context):
            return "\(path(context.codingPath)) is null"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) is not \(Self.describe(type))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return "not valid JSON"
            }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: self)
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is String.Type: "a string"
        case is [VotesDocument.VoteRecord].Type: "an array"
        default: "the expected \(type) value"
        }
    }
}
