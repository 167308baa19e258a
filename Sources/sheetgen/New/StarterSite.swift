/// The files of a new campaign site (`sheetgen new site`), by path: a config that explains itself,
/// a home page, a sessions folder with a first note that uses the game blocks, and a characters
/// folder (the empty vault beside them is the Vault module's to make). Written as Swift text rather than template files, since they are read by people, not
/// rendered; `{{today}}` is the one thing filled in.
enum StarterSite {
    static func files(today: String) -> [(path: String, text: String)] {
        [
            ("sheetgen.yml", config),
            (".gitignore", "# What sheetgen writes: the built site and its cache.\nOutput/\n.sheetgen-cache/\n"),
            ("Content/_index.md", home),
            ("Content/sessions/_index.md", sessions),
            ("Content/sessions/session-1.md", firstSession.replacingOccurrences(of: "{{today}}", with: today)),
            ("Content/characters/_index.md", characters),
        ]
    }

    static let config = """
        # The site's settings: `sheetgen build` and `sheetgen serve` read this file from this folder.
        # Pages are Markdown files in Content/; the built site goes to Output/.
        title: My campaign
        # Where the site will live, for feeds and links shared elsewhere.
        baseURL: https://example.org/
        language: en
        # The dice of the pages' roll blocks: change it (or build with --reroll) for new rolls.
        seed: 1
        # Where days and weeks begin for dated notes and game boards.
        # timeZone: Europe/Amsterdam
        # The players' vault (a SQLite file, empty at first): characters made with
        # `sheetgen character create` in this folder are saved here, and so are games played with
        # `sheetgen ghost play`; the pages' game blocks read it.
        vault: sheetgen.sqlite
        # Pages the site makes itself: here a record sheet page for every character saved in the
        # vault (characters/saved-1.html, …), listed on the characters page.
        sections:
          characters:
            vault: sheetgen.sqlite

        """

    static let home = """
        ---
        title: My campaign
        ---
        Welcome to the campaign. Session notes are in [sessions](sessions/), the table's characters in
        [characters](characters/).

        Start a new note with `sheetgen new note sessions/session-2`, then `sheetgen serve` to see it as
        you write.

        """

    static let sessions = """
        ---
        title: Sessions
        ---
        What happened at the table, a note a session, newest first.

        """

    static let firstSession = """
        ---
        title: Session 1
        date: {{today}}
        tags: [session]
        ---
        The party met at the inn. A stranger sat down at their table:

        ```character seed=7
        ```

        On the road north, the game master rolled for what waited in the woods:

        ```roll
        table: On the road (1d6)
        1-2: 2d4 goblins
        3: a merchant with a broken wheel
        4-5: wolves, 1d4 of them
        6: nothing but rain
        ```

        A rival party was seen at the crossroads:

        ```party seed=3 count=4
        ```

        """

    static let characters = """
        ---
        title: Characters
        ---
        The table's characters. Every character made with `sheetgen character create` and saved in
        the players' vault gets its record sheet here by itself; add a page of your own beside this
        file for anything more (a backstory, a portrait).

        """
}
