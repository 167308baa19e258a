#!/usr/bin/env python3
"""Writes a Markdown corpus for benchmarking site builds: the same arguments give the same bytes.

Usage: make-corpus.py PAGES OUT_DIR [--seed N]

Every page is one file, SECTION/page-NNNNN.md, of 0.5 to 3 KB: YAML front matter (title, weight, tags,
section) and a body of GitHub Flavored Markdown with headings, emphasis, links to other pages of the
corpus (most of them to pages that exist, some deliberately to pages that do not, so a link checker has
work to do), external links, autolinks, tables, task lists, strikethrough, fenced code and block
quotes. Pages go round the sections in turn, so page 2 is rules/page-00002.md.

Chance comes from a small generator of our own (SplitMix64), not from Python's `random`, so the bytes
do not depend on the Python version. OUT_DIR must not exist yet or be empty.
"""
import os
import sys

SECTIONS = ("adventures", "bestiary", "rules", "treasure")
PAGE_LIMITS = (512, 3072)  # bytes of a whole page, front matter included

NOUNS = ("lantern", "corridor", "chest", "rope", "goblin", "torch", "map", "wand", "shield", "stair", "crypt",
         "ogre", "potion", "scroll", "door", "trap", "bridge", "cavern", "altar", "hireling", "mule", "spear",
         "ration", "cloak", "key", "ghoul", "well", "tower", "river", "coin")
ADJECTIVES = ("dusty", "silent", "cursed", "gilded", "narrow", "broken", "hidden", "ancient", "damp", "crooked",
              "burning", "frozen", "hollow", "painted", "sunken", "forgotten")
VERBS = ("guards", "hides", "opens", "crosses", "counts", "carries", "searches", "lights", "breaks", "follows",
         "watches", "climbs", "mends", "buries", "trades")
PEOPLE = ("the cleric", "a dwarf", "the elf", "two fighters", "the halfling", "a magic-user", "the thief",
          "the referee", "every hireling", "the party")
TAGS = ("combat", "dungeon", "exploration", "hazard", "magic", "monster", "npc", "reward", "town", "travel",
        "wilderness")
LANGUAGES = ("swift", "python", "yaml", "json", "sh", "")
STATS = ("Armour class", "Hit dice", "Movement", "Morale", "Treasure", "Save as", "Attacks", "Damage",
         "Weight", "Value")


class Dice:
    """SplitMix64: a few lines, well mixed, and the same numbers in every Python."""

    MASK = (1 << 64) - 1

    def __init__(self, seed):
        self.state = seed & self.MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & self.MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self.MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self.MASK
        return z ^ (z >> 31)

    def below(self, n):
        """A number in 0..<n (n is small, so the modulo bias does not matter here)."""
        return self.next() % n

    def between(self, low, high):
        return low + self.below(high - low + 1)

    def pick(self, items):
        return items[self.below(len(items))]

    def chance(self, percent):
        return self.below(100) < percent

    def several(self, items, count):
        """`count` different items, in the order they first come up."""
        chosen = []
        while len(chosen) < count:
            item = self.pick(items)
            if item not in chosen:
                chosen.append(item)
        return chosen


def page_path(index):
    return "%s/page-%05d" % (SECTIONS[index % len(SECTIONS)], index)


def emphasised(dice, word):
    return dice.pick(("*%s*", "**%s**", "_%s_", "***%s***", "~~%s~~", "`%s`")) % word


def sentence(dice, words=None):
    parts = [dice.pick(PEOPLE), dice.pick(VERBS), "the", dice.pick(ADJECTIVES), dice.pick(NOUNS)]
    for _ in range((words or dice.between(3, 10)) - 3):
        parts += [dice.pick(("near", "behind", "under", "with", "past", "for")), "the", dice.pick(NOUNS)]
    spot = dice.below(len(parts))
    parts[spot] = emphasised(dice, parts[spot])
    text = " ".join(parts)
    return text[0].upper() + text[1:] + "."


def page_link(dice, pages, here):
    """A relative link to another page; about one in five names a page the corpus does not have."""
    if dice.chance(20):
        target = "%s/page-%05d" % (dice.pick(SECTIONS), pages + dice.below(1000))
    else:
        target = page_path(dice.below(pages))
    label = "%s %s" % (dice.pick(ADJECTIVES), dice.pick(NOUNS))
    return "[the %s](../%s.html)" % (label, target) if target != here else "the %s" % label


def outside_link(dice):
    number = dice.below(100000)
    return dice.pick((
        "[notes %d](https://example.com/notes/%d)" % (number, number),
        "<https://example.org/table/%d>" % number,
        "www.example.net/map/%d" % number,
        "referee+%d@example.com" % number,
    ))


def paragraph(dice, pages, here):
    text = " ".join(sentence(dice) for _ in range(dice.between(1, 4)))
    if dice.chance(45):
        text += " See %s." % page_link(dice, pages, here)
    if dice.chance(25):
        text += " More at %s." % outside_link(dice)
    return text


def table(dice):
    columns = dice.between(2, 4)
    header = ["Name"] + dice.several(STATS, columns - 1)
    rules = [":---"] + [dice.pick(("---:", ":---:", "---")) for _ in range(columns - 1)]
    rows = ["| " + " | ".join(header) + " |", "| " + " | ".join(rules) + " |"]
    for _ in range(dice.between(2, 6)):
        cells = [dice.pick(NOUNS).capitalize()] + [str(dice.between(1, 20)) for _ in range(columns - 1)]
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def task_list(dice):
    return "\n".join("- [%s] %s" % (dice.pick((" ", "x")), sentence(dice, 4)) for _ in range(dice.between(2, 5)))


def bullet_list(dice, pages, here):
    items = [sentence(dice, dice.between(3, 6)) for _ in range(dice.between(2, 5))]
    items[dice.below(len(items))] += " (" + page_link(dice, pages, here) + ")"
    return "\n".join("* " + item for item in items)


def numbered_list(dice):
    return "\n".join("%d. %s" % (n, sentence(dice, 4)) for n in range(1, dice.between(2, 5) + 1))


def quote(dice):
    lines = ["> " + sentence(dice) for _ in range(dice.between(1, 3))]
    if dice.chance(30):
        lines += [">", ">> " + sentence(dice, 4)]
    return "\n".join(lines)


def code(dice):
    language = dice.pick(LANGUAGES)
    body = {
        "swift": 'let roll = Dice.roll("%dd6") + %d' % (dice.between(1, 4), dice.below(4)),
        "python": "gold = sum(dice(6) for _ in range(%d)) * 10" % dice.between(2, 4),
        "yaml": "monster: %s\nhit_dice: %d" % (dice.pick(NOUNS), dice.between(1, 9)),
        "json": '{"item": "%s", "value": %d}' % (dice.pick(NOUNS), dice.below(500)),
        "sh": "sheetgen character --seed %d" % dice.below(1000),
        "": "%s <%s> & %s" % (dice.pick(NOUNS), dice.pick(ADJECTIVES), dice.pick(NOUNS)),
    }[language]
    return "```%s\n%s\n```" % (language, body)


def heading(dice):
    return "%s %s %s" % ("#" * dice.between(2, 3), dice.pick(ADJECTIVES).capitalize(), dice.pick(NOUNS))


def block(dice, pages, here):
    roll = dice.below(100)
    if roll < 30:
        return paragraph(dice, pages, here)
    if roll < 42:
        return table(dice)
    if roll < 52:
        return task_list(dice)
    if roll < 62:
        return bullet_list(dice, pages, here)
    if roll < 69:
        return numbered_list(dice)
    if roll < 78:
        return quote(dice)
    if roll < 88:
        return code(dice)
    return heading(dice)


def front_matter(dice, index, title):
    tags = dice.several(TAGS, dice.between(1, 3))
    return "---\ntitle: \"%s\"\nweight: %d\ntags: [%s]\nsection: %s\n---\n" % (
        title, dice.between(1, 100), ", ".join(tags), SECTIONS[index % len(SECTIONS)])


def page(dice, index, pages):
    """One page: blocks are added until a size drawn for the page is reached, within PAGE_LIMITS."""
    title = "The %s %s (%d)" % (dice.pick(ADJECTIVES).capitalize(), dice.pick(NOUNS), index)
    here = page_path(index)
    text = front_matter(dice, index, title) + "\n# " + title + "\n\n" + paragraph(dice, pages, here) + "\n"
    target = dice.between(PAGE_LIMITS[0] + 100, PAGE_LIMITS[1] - 300)
    while len(text.encode()) < target:
        more = "\n" + block(dice, pages, here) + "\n"
        if len((text + more).encode()) > PAGE_LIMITS[1]:
            break
        text += more
    while len(text.encode()) < PAGE_LIMITS[0]:
        text += "\n" + sentence(dice) + "\n"
    return text


def main(arguments):
    seed = 1
    if "--seed" in arguments:
        at = arguments.index("--seed")
        seed = int(arguments[at + 1])
        del arguments[at:at + 2]
    if len(arguments) != 2 or not arguments[0].isdigit():
        sys.exit(__doc__)
    pages, folder = int(arguments[0]), arguments[1]
    if os.path.isdir(folder) and os.listdir(folder):
        sys.exit("make-corpus.py: %s is not empty" % folder)
    for section in SECTIONS:
        os.makedirs(os.path.join(folder, section), exist_ok=True)
    dice = Dice(seed)
    for index in range(pages):
        with open(os.path.join(folder, page_path(index) + ".md"), "w", encoding="utf-8", newline="\n") as file:
            file.write(page(dice, index, pages))


if __name__ == "__main__":
    main(sys.argv[1:])
