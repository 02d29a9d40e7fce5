import Foundation
import XCTest
@testable import Concord

/// GenderKit's `Gender` and `PronounSet`: its raw values and JSON, always-lowercase sets, derived reflexives.
final class GenderKitTests: XCTestCase {
    /// A raw value as GenderKit writes it: `O`, the description, `|`, the pronoun set's JSON with its four keys.
    let genderKitRaw = #"ONonbinary|{"subject":"xe","object":"xem","possessiveDeterminer":"xyr","determiner":"xyrs"}"#

    func testGenderKitRawValuesDecode() {
        XCTAssertEqual(Gender(rawValue: "M"), .male)
        XCTAssertEqual(Gender(rawValue: "F"), .female)
        guard case .other(let description, let pronouns)? = Gender(rawValue: genderKitRaw) else { return XCTFail("not decoded") }
        XCTAssertEqual(description, "Nonbinary")
        XCTAssertEqual(pronouns, PronounSet(subject: "xe", object: "xem", possessiveDeterminer: "xyr", possessivePronoun: "xyrs",
                                            reflexive: "xemself"))
        XCTAssertNil(Gender(rawValue: "X"))
        XCTAssertNil(Gender(rawValue: #"ONonbinary|{"subject":"xe"}"#))
    }

    func testPronounSetWritesGenderKitsKeys() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let xe = PronounSet(subject: "xe", object: "xem", possessiveDeterminer: "xyr", possessivePronoun: "xyrs")
        XCTAssertEqual(String(decoding: try encoder.encode(xe), as: UTF8.self),
                       #"{"determiner":"xyrs","object":"xem","possessiveDeterminer":"xyr","subject":"xe"}"#)
        XCTAssertEqual(Gender.other(description: "Nonbinary", pronouns: xe).rawValue,
                       #"ONonbinary|{"determiner":"xyrs","object":"xem","possessiveDeterminer":"xyr","subject":"xe"}"#)
        // A reflexive that is not derived, and always-lowercase, are kept in Concord's extra keys.
        let they = PronounSet.theyThem
        XCTAssertEqual(String(decoding: try encoder.encode(they), as: UTF8.self),
                       #"{"determiner":"theirs","object":"them","possessiveDeterminer":"their","subject":"they"}"#)
        var e = PronounSet(subject: "e", object: "em", possessiveDeterminer: "eir", possessivePronoun: "eirs", reflexive: "emselves",
                           alwaysLowercase: true)
        let data = try encoder.encode(e)
        XCTAssertEqual(String(decoding: data, as: UTF8.self),
                       #"{"alwaysLowercase":true,"determiner":"eirs","object":"em","possessiveDeterminer":"eir","reflexive":"emselves","subject":"e"}"#)
        XCTAssertEqual(try JSONDecoder().decode(PronounSet.self, from: data), e)
        e.alwaysLowercase = false
        XCTAssertNotEqual(try JSONDecoder().decode(PronounSet.self, from: data), e)
    }

    func testReflexivesAreDerivedWhenMissing() {
        XCTAssertEqual(PronounSet.derivedReflexive(object: "them"), "themselves")
        XCTAssertEqual(PronounSet.derivedReflexive(object: "hir"), "hirself")
        XCTAssertEqual(PronounSet(slashForm: "ze/hir/hir/hirs")?.reflexive, "hirself")
        XCTAssertEqual(PronounSet(slashForm: "xey/xem/xeir/xeirs/xemself")?.slashForm, "xey/xem/xeir/xeirs/xemself")
        XCTAssertNil(PronounSet(slashForm: "xey/xem"))
        XCTAssertNil(PronounSet(slashForm: "xey/xem//xeirs"))
    }

    func testAlwaysLowercaseSetsStayLowercase() {
        let e = PronounSet(subject: "e", object: "em", possessiveDeterminer: "eir", possessivePronoun: "eirs", alwaysLowercase: true)
        XCTAssertEqual("\(They(e)) said \(Their(e)) name; \(Theirs(e)) too.", "e said eir name; eirs too.")
        XCTAssertEqual("\(They(Gender.female)) said \(Their(Gender.female)) name.", "She said Her name.")
        let r = ConcordEngine().render(RenderRequest(markup: "^[They](referentConcept: 1) liked ^[their](referentConcept: 1) post.",
                                                     concepts: [.termsOfAddress([e.termOfAddress()])]))
        XCTAssertEqual(r.text, "e liked eir post.")
        let capital = ConcordEngine().render(RenderRequest(markup: "^[They](referentConcept: 1) left.",
                                                           concepts: [.termsOfAddress([PronounSet(slashForm: "xe/xem/xyr/xyrs")!.termOfAddress()])]))
        XCTAssertEqual(capital.text, "Xe left.")
    }

    func testAGenderFromGenderKitDrivesTheEngine() {
        let gender = Gender(rawValue: genderKitRaw)!
        let r = ConcordEngine().render(RenderRequest(markup: "^[They](referentConcept: 1) hurt ^[themself](referentConcept: 1).",
                                                     concepts: [.termsOfAddress([gender.termOfAddress])]))
        XCTAssertEqual(r.text, "Xe hurt xemself.")
        XCTAssertEqual(Gender.female.termOfAddress(language: "es"), .feminine)
        XCTAssertEqual(Gender.other(description: "Nonbinary", pronouns: .theyThem).termOfAddress, .neutral)
    }
}
