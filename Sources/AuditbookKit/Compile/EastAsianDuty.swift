/// Requirements stated in Chinese, Japanese or Korean prose: sentences (ended by 。！？ or
/// their ASCII forms) holding a phrase that obliges, as "must" and "should" do in English.
/// These scripts write no spaces between words, so the English word readers find none of it.
///
/// The phrases are graded as RFC 2119's keywords are: an obligation or a prohibition
/// (必须, 不得, なければなりません, -아야 합니다) high; a recommendation or a request (应该,
/// 建议, してください, 하십시오) medium. A permission (可以, してもよい) asks nothing.
enum EastAsianDuty {
    /// A sentence that states a duty, its grade and the phrase that states it.
    struct Sentence: Equatable {
        var text: String
        var severity: Severity
        var phrase: String
    }

    /// Phrases that oblige or forbid, and phrases that recommend or ask, longest first
    /// within each script so "不应该" is read before "应该".
    static let phrases: [(phrase: String, severity: Severity)] = [
        // Chinese
        ("必须", .high), ("必需", .high), ("务必", .high), ("不得", .high), ("严禁", .high), ("禁止", .high),
        ("不应当", .high), ("应当", .high),
        ("不应该", .medium), ("应该", .medium), ("不应", .medium), ("建议", .medium), ("不要", .medium), ("请勿", .medium),
        ("确保", .medium),
        // Japanese
        ("なければなりません", .high), ("なければならない", .high), ("てはいけません", .high), ("てはいけない", .high),
        ("てはならない", .high), ("ではいけません", .high), ("ないこと", .high), ("必須", .high),
        ("ないでください", .medium), ("てください", .medium), ("べきではありません", .medium), ("べきです", .medium),
        ("べきである", .medium), ("必要があります", .medium), ("必要がある", .medium), ("ことが望ましい", .medium), ("推奨", .medium),
        // Korean
        ("야 합니다", .high), ("야 한다", .high), ("안 됩니다", .high), ("안 된다", .high), ("하지 마십시오", .high),
        ("하십시오", .medium), ("하세요", .medium), ("권장", .medium),
    ]

    /// "应" alone is the standards' "shall" (GB/T 1.1), but it also opens everyday words:
    /// 应用 (application), 响应 (response), 对应 (corresponding)… Read only where it is none of them.
    private static let shallMark: Character = "应"
    private static let wordsWithShallMark: [String] = [
        "应用", "响应", "对应", "适应", "反应", "供应", "相应", "效应", "应对", "应答", "感应", "呼应", "照应", "应急", "应变",
        "回应", "答应", "理应", "顺应",
    ]

    /// The sentences of `text` that state a duty, in order.
    static func sentences(_ text: String) -> [Sentence] {
        // (Most text is turned away on its bytes.)
        guard text.holdsEastAsianText else { return [] }
        return split(text).compactMap { sentence in
            grade(sentence).map { Sentence(text: sentence, severity: $0.severity, phrase: $0.phrase) }
        }
    }

    /// The duty a sentence states: the first phrase of the list found in it, or "应" where
    /// it stands for "shall"; nil for none.
    static func grade(_ sentence: String) -> (severity: Severity, phrase: String)? {
        if let found = phrases.first(where: { sentence.contains($0.phrase) }) { return (found.severity, found.phrase) }
        // (The mark with the character before and after it: "响应" and "应用" both show.)
        let characters = Array(sentence)
        for index in characters.indices where characters[index] == shallMark {
            let around = String(characters[max(0, index - 1)..<min(characters.count, index + 2)])
            if !wordsWithShallMark.contains(where: { around.contains($0) }) { return (.high, String(shallMark)) }
        }
        return nil
    }

    /// The text's sentences, each closed by 。！？ (full-width or ASCII "!" "?", and "." before
    /// a space or the end), the closing mark kept.
    static func split(_ text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var characters = text.replacingNewlinesWithSpaces()[...]
        while let character = characters.popFirst() {
            current.append(character)
            let closes = "。！？!?".contains(character) || character == "." && (characters.first == nil || characters.first == " ")
            if closes {
                let sentence = current.trimmingSpaces()
                if !sentence.isEmpty { sentences.append(sentence) }
                current = ""
            }
        }
        let last = current.trimmingSpaces()
        if !last.isEmpty { sentences.append(last) }
        return sentences
    }
}
