#include "CLibcurl.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

typedef CURLcode (*global_init_function)(long);
typedef CURL *(*easy_init_function)(void);
typedef CURLcode (*easy_setopt_function)(CURL *, CURLoption, ...);
typedef CURLcode (*easy_perform_function)(CURL *);
typedef CURLcode (*easy_getinfo_function)(CURL *, CURLINFO, ...);
typedef void (*easy_cleanup_function)(CURL *);

/// The functions of libcurl used, found once by `sheetgen_curl_load`.
static struct {
    global_init_function global_init;
    easy_init_function init;
    easy_setopt_function setopt;
    easy_perform_function perform;
    easy_getinfo_function getinfo;
    easy_cleanup_function cleanup;
} curl;

const char *sheetgen_curl_load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return "cannot load libcurl (libcurl.so.4), which asking other sites takes: install libcurl4";
    curl.global_init = (global_init_function)dlsym(library, "curl_global_init");
    curl.init = (easy_init_function)dlsym(library, "curl_easy_init");
    curl.setopt = (easy_setopt_function)dlsym(library, "curl_easy_setopt");
    curl.perform = (easy_perform_function)dlsym(library, "curl_easy_perform");
    curl.getinfo = (easy_getinfo_function)dlsym(library, "curl_easy_getinfo");
    curl.cleanup = (easy_cleanup_function)dlsym(library, "curl_easy_cleanup");
    if (!curl.global_init || !curl.init || !curl.setopt || !curl.perform || !curl.getinfo || !curl.cleanup) {
        return "libcurl.so.4 lacks a function sheetgen needs";
    }
    // Not thread-safe: done here, once, before any request.
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return "libcurl could not start";
    return NULL;
}

/// Ends a GET at its first byte of body: the status is all a link check needs.
static size_t refuse_body(char *data, size_t size, size_t count, void *context) {
    (void)data, (void)size, (void)count, (void)context;
    return 0;
}

sheetgen_curl_answer sheetgen_curl_ask(const char *url, int head, long timeout_ms, long redirects) {
    sheetgen_curl_answer answer = {0, 3};
    CURL *handle = curl.init();
    if (handle == NULL) return answer;
    curl.setopt(handle, CURLOPT_URL, url);
    curl.setopt(handle, CURLOPT_NOBODY, head ? 1L : 0L);
    curl.setopt(handle, CURLOPT_WRITEFUNCTION, refuse_body);
    curl.setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
    curl.setopt(handle, CURLOPT_MAXREDIRS, redirects);
    curl.setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl.setopt(handle, CURLOPT_NOSIGNAL, 1L);  // threads: no SIGALRM for name lookups
    curl.setopt(handle, CURLOPT_USERAGENT, "sheetgen-check");
    CURLcode code = curl.perform(handle);
    long status = 0;
    curl.getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
    curl.cleanup(handle);
    if (code == CURLE_OPERATION_TIMEDOUT) {
        answer.failure = 1;
    } else if (code == CURLE_TOO_MANY_REDIRECTS) {
        answer.failure = 2;
    } else if ((code == CURLE_OK || code == CURLE_WRITE_ERROR) && status > 0) {
        answer.status = status;
        answer.failure = 0;
    }
    return answer;
}
