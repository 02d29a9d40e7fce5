import Foundation
import XCTest
@testable import Concord

/// A small English lexicon in the shipped format, so the rules that read lexicon facts are tested the same
/// way whether or not the generated lexicon is present.
enum EnglishFixture {
    static let lines = """
    alarm\tnoun\t-\tpl=alarms\t-\t450
    alarm\tverb\t-\t3sg=alarms;past=alarmed;pastpart=alarmed;ing=alarming\t-\t450
    app\tnoun\t-\tpl=apps\t-\t480
    apple\tnoun\t-\tpl=apples\t-\t476
    bean\tnoun\t-\tpl=beans\t-\t398
    cactus\tnoun\t-\tpl=cacti|cactuses\t-\t340
    Charles\tnoun\t-\tpl=Charleses|Charles\t-\t477
    child\tnoun\t-\tpl=children\t-\t530
    day\tnoun\t-\tpl=days|day\t-\t595
    Day\tnoun\t-\tpl=Days|Day\t-\t595
    delete\tverb\t-\t3sg=deletes;past=deleted;pastpart=deleted;ing=deleting\t-\t450
    dress\tnoun\t-\tpl=dresses|dress\t-\t476
    European\tnoun\t-\tpl=Europeans\ta\t508
    fail\tnoun\t-\tpl=fail\tzero-plural\t461
    fail\tverb\t-\t3sg=fails;past=failed;pastpart=failed;ing=failing\t-\t461
    fall\tnoun\t-\tpl=falls\t-\t513
    fall\tverb\t-\t3sg=falls;past=fell;pastpart=fallen;ing=falling\t-\t513
    goods\tnoun\t-\tpl=goods\tzero-plural\t460
    goose\tnoun\t-\tpl=geese|goose\t-\t384
    hero\tnoun\t-\tpl=heroes\t-\t468
    honest\tadjective\t-\t-\tan\t473
    hour\tnoun\t-\tpl=hours\tan\t518
    information\tnoun\t-\tpl=information\tsingular-only\t543
    knife\tnoun\t-\tpl=knives\t-\t441
    like\tverb\t-\t3sg=likes;past=liked;pastpart=liked;ing=liking\t-\t641
    light\tnoun\t-\tpl=lights|light\t-\t533
    light\tverb\t-\t3sg=lights;past=lit|lighted;pastpart=lit;ing=lighting\t-\t533
    medium\tadjective\t-\t-\t-\t461
    medium\tnoun\t-\tpl=media|mediums\t-\t461
    message\tnoun\t-\tpl=messages|message\t-\t500
    one\tnoun\t-\tpl=ones\ta\t647
    passer-by\tnoun\t-\tpl=passers-by\t-\t300
    patio\tnoun\t-\tpl=patios\t-\t400
    people\tnoun\t-\tpl=people|peoples\tzero-plural\t625
    person\tnoun\t-\tpl=people|persons\t-\t555
    photo\tnoun\t-\tpl=photos\t-\t497
    pie\tnoun\t-\tpl=pies|pie\t-\t419
    plural\tnoun\t-\tpl=plurals\t-\t355
    review\tnoun\t-\tpl=reviews\t-\t500
    review\tverb\t-\t3sg=reviews;past=reviewed;pastpart=reviewed;ing=reviewing\t-\t500
    salad\tnoun\t-\tpl=salads|salad\t-\t415
    sheep\tnoun\t-\tpl=sheep\tzero-plural\t419
    sign\tnoun\t-\tpl=signs\t-\t510
    sign\tverb\t-\t3sg=signs;past=signed;pastpart=signed;ing=signing\t-\t510
    star\tnoun\t-\tpl=stars\t-\t520
    star\tverb\t-\t3sg=stars;past=starred;pastpart=starred;ing=starring\t-\t520
    test\tnoun\t-\tpl=tests|test\t-\t519
    test\tverb\t-\t3sg=tests;past=tested;pastpart=tested;ing=testing\t-\t519
    thesis\tnoun\t-\tpl=theses\t-\t405
    turn\tverb\t-\t3sg=turns;past=turned;pastpart=turned;ing=turning\t-\t560
    unicorn\tnoun\t-\tpl=unicorns\ta\t354
    woman\tnoun\t-\tpl=women\t-\t535
    work\tnoun\t-\tpl=works|work\t-\t596
    work\tverb\t-\t3sg=works;past=worked;pastpart=worked;ing=working\t-\t596
    yen\tnoun\t-\tpl=yen|yens\tzero-plural\t373
    """

    static let store: LexiconStore = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("concord-en-fixture-\(getpid())")
        try? FileManager.default.createDirectory(at: dir.appendingPathComponent("en"), withIntermediateDirectories: true)
        try? (lines + "\n").write(to: dir.appendingPathComponent("en/lexicon.tsv"), atomically: true, encoding: .utf8)
        return LexiconStore(directory: dir.path)
    }()

    /// A store with no English lexicon at all: the spelling rules alone.
    static let empty = LexiconStore(directory: FileManager.default.temporaryDirectory
        .appendingPathComponent("concord-en-none-\(getpid())").path)
}

class EnglishTestCase: XCTestCase {
    func render(_ markup: String, args: [FormatArgument] = [], concepts: [InflectionConcept] = [],
                user: UserTermSetting = .notGiven, lexicon: LexiconStore = EnglishFixture.store) -> Rendering {
        ConcordEngine(lexicons: lexicon).render(RenderRequest(markup: markup, locale: InflectionLocale("en"),
                                                              arguments: args, concepts: concepts, userTermOfAddress: user))
    }

    /// Asserts the output and that `rule` is in the trace.
    func check(_ markup: String, args: [FormatArgument] = [], concepts: [InflectionConcept] = [],
               user: UserTermSetting = .notGiven,
               _ expected: String, rule: String, lexicon: LexiconStore = EnglishFixture.store, file: StaticString = #filePath, line: UInt = #line) {
        let r = render(markup, args: args, concepts: concepts, user: user, lexicon: lexicon)
        XCTAssertEqual(r.text, expected, file: file, line: line)
        XCTAssertTrue(r.trace.contains { $0.rule == rule }, "no \(rule) in \(r.trace.map(\.rule))", file: file, line: line)
    }

    func analyze(_ text: String, lexicon: LexiconStore = EnglishFixture.store) -> InflectionMorphology {
        ConcordEngine(lexicons: lexicon).analyze(text, locale: InflectionLocale("en"))?.features ?? InflectionMorphology()
    }

    static func n(_ v: Double) -> FormatArgument { .number(NumberValue(v)) }
}
