#ifndef SHEETGEN_CLIBCURL_H
#define SHEETGEN_CLIBCURL_H

// Requests about links through libcurl, loaded when first needed rather than linked: linked, it
// and the thirty libraries it needs would be loaded by every command as it starts, doubling the
// time sheetgen takes to start, for the one command (`check --external`) that asks other sites
// anything.

/// Loads libcurl and readies it, once, before any request: NULL when it is ready, else why not.
const char *sheetgen_curl_load(void);

/// What one request led to: the last answer's status (redirects followed), or why there was none.
typedef struct {
    long status;
    /// 0: answered (`status`); 1: timed out; 2: too many redirects; 3: could not connect.
    int failure;
} sheetgen_curl_answer;

/// Sends HEAD (`head`) or GET to `url`, following at most `redirects` redirects, giving up after
/// `timeout_ms` in all, and reading no body. Blocks; safe on several threads at once.
sheetgen_curl_answer sheetgen_curl_ask(const char *url, int head, long timeout_ms, long redirects);

#endif
