// The search page's script: finds pages in the index the build wrote as the visitor types.
// The index comes from search-index.js, loaded before this script as window.sheetgenSearch:
// a <script src> works from a server and from the disk alike, where fetch() of a file:// URL
// does not. Whatever is shown is set as text, never as HTML: titles, summaries and tags come
// from pages, the query from the address.
(function () {
  "use strict";
  var limit = 50;
  var index = window.sheetgenSearch;
  var box = document.getElementById("search-box");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  if (!box || !status || !list) return;
  if (!index || index.v !== 1 || !Array.isArray(index.pages)) {
    status.textContent = "The search index (search-index.js) is missing or was made by another sheetgen.";
    return;
  }

  // Each entry is [url, title, summary, tag, ...]; lower-cased once, here.
  var pages = index.pages.map(function (entry) {
    var title = String(entry[1]).toLowerCase();
    var tags = entry.slice(3).join(" ").toLowerCase();
    return { entry: entry, title: title, tags: tags, text: [title, tags, String(entry[2]).toLowerCase()].join(" ") };
  });

  function words(query) {
    return query.toLowerCase().split(/\s+/).filter(function (word) { return word !== ""; });
  }

  function count(page, field, wanted) {
    return wanted.filter(function (word) { return page[field].indexOf(word) >= 0; }).length;
  }

  // The pages holding every word: a page titled just so first, then those with more of the words
  // in their title, then in their tags; otherwise in the index's order (by path). null for an
  // empty query.
  function search(query) {
    var wanted = words(query);
    if (wanted.length === 0) return null;
    var found = pages.filter(function (page) {
      return wanted.every(function (word) { return page.text.indexOf(word) >= 0; });
    }).map(function (page, order) {
      return {
        entry: page.entry, exact: page.title === wanted.join(" ") ? 1 : 0, title: count(page, "title", wanted),
        tags: count(page, "tags", wanted), order: order
      };
    });
    found.sort(function (a, b) {
      return b.exact - a.exact || b.title - a.title || b.tags - a.tags || a.order - b.order;
    });
    return found.map(function (page) { return page.entry; });
  }

  // A URL of the index as a link: relative, as the build writes them; anything else is dropped.
  function safeURL(url) {
    url = String(url);
    return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.charAt(0) === "/" ? "#" : url;
  }

  function plural(number, noun) {
    return number + " " + noun + (number === 1 ? "" : "s");
  }

  function entryItem(entry) {
    var item = document.createElement("li");
    var link = document.createElement("a");
    link.href = safeURL(entry[0]);
    link.textContent = String(entry[1]);
    item.appendChild(link);
    var tags = entry.slice(3).map(String);
    if (tags.length > 0) {
      var tagLine = document.createElement("span");
      tagLine.className = "search-tags";
      tagLine.textContent = " \u00b7 " + tags.join(", ");
      item.appendChild(tagLine);
    }
    if (entry[2]) {
      var summary = document.createElement("div");
      summary.className = "summary";
      summary.textContent = String(entry[2]);
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
    found.slice(0, limit).forEach(function (entry) { list.appendChild(entryItem(entry)); });
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
