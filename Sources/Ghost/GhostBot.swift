import GameKit

/// A computer player that plays sensibly: it never completes a word or makes a dead fragment
/// when another letter is safe, and chooses among the safe letters by chance (so games differ
/// from seed to seed). Only when every letter loses does it lose.
public enum GhostBot {
    public static func letter(for fragment: String, words: WordList, random: inout SeededRandom) -> Character {
        let live = WordList.alphabet.filter { words.hasWord(startingWith: fragment + String($0)) }
        let safe = live.filter { letter in
            let next = fragment + String(letter)
            return !(next.count > 3 && words.isWord(next))
        }
        return random.pick(safe.isEmpty ? (live.isEmpty ? WordList.alphabet : live) : safe)
    }
}
