// The search page's script: finds pages in the index the build wrote as the visitor types.
// The index comes from search-index.js, loaded before this script as window.sheetgenSearch:
// a <script src> works from a server and from the disk alike, where fetch() of a file:// URL
// does not. Whatever is shown is set as text, never as HTML: titles, summaries, tags and headings
// come from pages, the query from the address.
(function () {
  "use strict";
  var limit = 50, headingLimit = 3;
  var index = window.sheetgenSearch;
  var box = document.getElementById("search-box");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  if (!box || !status || !list) return;
  if (!index || index.v !== 2 || !Array.isArray(index.pages)) {
    status.textContent = "The search index (search-index.js) is missing or was made by another sheetgen.";
    return;
  }

  function arrayOf(value) {
    return Array.isArray(value) ? value : [];
  }

  // Each entry is [url, title, summary, [tag, ...], [[heading, id], ...]]; lower-cased once, here.
  var pages = index.pages.map(function (entry) {
    var page = {
      url: String(entry[0]), title: String(entry[1]), summary: String(entry[2]), tags: arrayOf(entry[3]).map(String),
      headings: arrayOf(entry[4]).map(function (heading) {
        return { text: String(arrayOf(heading)[0]), id: String(arrayOf(heading)[1]) };
      })
    };
    page.lower = {
      title: page.title.toLowerCase(), tags: page.tags.join(" ").toLowerCase(),
      headings: page.headings.map(function (heading) { return heading.text.toLowerCase(); })
    };
    page.lower.text = [page.lower.title, page.lower.tags, page.lower.headings.join(" "), page.summary.toLowerCase()]
      .join(" ");
    return page;
  });

  function words(query) {
    return query.toLowerCase().split(/\s+/).filter(function (word) { return word !== ""; });
  }

  function count(text, wanted) {
    return wanted.filter(function (word) { return text.indexOf(word) >= 0; }).length;
  }

  // The pages holding every word: a page titled just so first, then those with more of the words
  // in their title, then in their tags, then in one heading; otherwise in the index's order (by
  // path). Each comes with its headings that hold the most of the words, best first. null for an
  // empty query.
  function search(query) {
    var wanted = words(query);
    if (wanted.length === 0) return null;
    var found = pages.filter(function (page) {
      return wanted.every(function (word) { return page.lower.text.indexOf(word) >= 0; });
    }).map(function (page, order) {
      var headings = page.headings.map(function (heading, place) {
        return { heading: heading, words: count(page.lower.headings[place], wanted), place: place };
      }).filter(function (match) { return match.words > 0; });
      headings.sort(function (a, b) { return b.words - a.words || a.place - b.place; });
      return {
        page: page, exact: page.lower.title === wanted.join(" ") ? 1 : 0, title: count(page.lower.title, wanted),
        tags: count(page.lower.tags, wanted), heading: headings.length > 0 ? headings[0].words : 0,
        headings: headings.map(function (match) { return match.heading; }), order: order
      };
    });
    found.sort(function (a, b) {
      return b.exact - a.exact || b.title - a.title || b.tags - a.tags || b.heading - a.heading || a.order - b.order;
    });
    return found;
  }

  // A URL of the index as a link: relative, as the build writes them; anything else is dropped.
  function safeURL(url) {
    url = String(url);
    return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.charAt(0) === "/" ? "#" : url;
  }

  function plural(number, noun) {
    return number + " " + noun + (number === 1 ? "" : "s");
  }

  function link(url, text) {
    var anchor = document.createElement("a");
    anchor.href = url;
    anchor.textContent = text;
    return anchor;
  }

  // A page found: its title, tags, the headings that hold the words (each a link to its place in
  // the page), and its summary.
  function resultItem(result) {
    var page = result.page, url = safeURL(page.url);
    var item = document.createElement("li");
    item.appendChild(link(url, page.title));
    if (page.tags.length > 0) {
      var tagLine = document.createElement("span");
      tagLine.className = "search-tags";
      tagLine.textContent = " \u00b7 " + page.tags.join(", ");
      item.appendChild(tagLine);
    }
    if (result.headings.length > 0) {
      var headingList = document.createElement("ul");
      headingList.className = "search-headings";
      result.headings.slice(0, headingLimit).forEach(function (heading) {
        var entry = document.createElement("li");
        entry.appendChild(link(url === "#" ? url : url + "#" + encodeURIComponent(heading.id), heading.text));
        headingList.appendChild(entry);
      });
      item.appendChild(headingList);
    }
    if (page.summary) {
      var summary = document.createElement("div");
      summary.className = "summary";
      summary.textContent = page.summary;
      item.appendChild(summary);
    }
    return item;
  }

  function show(query) {
    var found = search(query);
    while (list.firstChild) list.removeChild(list.firstChild);
    if (found === null) {
      status.textContent = plural(pages.length, "page") + " to search.";
      return;
    }
    if (found.length === 0) status.textContent = "No page has all of those words.";
    else if (found.length > limit) status.textContent = "The first " + limit + " of " + plural(found.length, "page") + " found.";
    else status.textContent = plural(found.length, "page") + " found.";
    found.slice(0, limit).forEach(function (result) { list.appendChild(resultItem(result)); });
  }

  // Keeps the query in the address, so a search can be bookmarked or shared.
  function remember(query) {
    try {
      history.replaceState(null, "", query === "" ? location.pathname : "?q=" + encodeURIComponent(query));
    } catch (error) {
      // Some browsers refuse it for pages opened from the disk; the search works without it.
    }
  }

  box.addEventListener("input", function () {
    show(box.value);
    remember(box.value);
  });
  box.form.addEventListener("submit", function (event) { event.preventDefault(); });
  box.value = new URLSearchParams(location.search).get("q") || "";
  show(box.value);
  box.focus();
})();
