/* String functions: strlen strcmp strcpy strcat strchr strncmp strncpy, plus
   hand-written string routines. */
#include <stdio.h>
#include <string.h>

static void reverse_str(char *s) {
    size_t n = strlen(s);
    for (size_t i = 0; i < n / 2; i++) { char t = s[i]; s[i] = s[n - 1 - i]; s[n - 1 - i] = t; }
}

static int count_char(const char *s, int c) {
    int n = 0;
    for (const char *p = strchr(s, c); p; p = strchr(p + 1, c)) n++;
    return n;
}

static int is_palindrome(const char *s) {
    size_t i = 0, j = strlen(s);
    if (j == 0) return 1;
    j--;
    while (i < j) if (s[i++] != s[j--]) return 0;
    return 1;
}

static unsigned hash(const char *s) {
    unsigned h = 5381;
    while (*s) h = h * 33u + (unsigned char)*s++;
    return h;
}

static int sign(int v) { return v < 0 ? -1 : (v > 0 ? 1 : 0); }

int main(void) {
    volatile int skip = 4;
    char buf[128];
    strcpy(buf, "Hello");
    strcat(buf, ", ");
    strcat(buf, "world");
    printf("%s len=%zu\n", buf, strlen(buf));

    const char *words[] = { "apple", "apricot", "banana", "band", "bandana", "", "app" };
    int nw = 7;
    for (int i = 0; i < nw; i++)
        for (int j = i + 1; j < nw; j++)
            printf("%d", sign(strcmp(words[i], words[j])) + 1);
    printf("\n");
    printf("strncmp:");
    for (int i = 0; i + 1 < nw; i++)
        for (size_t k = 0; k < 6; k += 2) printf(" %d", sign(strncmp(words[i], words[i + 1], k)));
    printf("\n");

    char nb[10];
    memset(nb, 'x', sizeof nb);
    strncpy(nb, "abc", 6);     /* pads with NULs */
    printf("strncpy pad: %d %d %d %c\n", nb[3], nb[5], nb[6] == 'x', nb[9]);
    strncpy(nb, "0123456789abc", 9);
    nb[9] = 0;
    printf("strncpy trunc: %s\n", nb);

    const char *text = "the quick brown fox jumps over the lazy dog";
    printf("count o=%d e=%d z=%d q=%d\n", count_char(text, 'o'), count_char(text, 'e'), count_char(text, 'z'), count_char(text, '!'));
    const char *fox = strchr(text, 'f');
    printf("from f: %s | nul? %d\n", fox, strchr(text, '\0') == text + strlen(text));

    char rev[64];
    strcpy(rev, text + skip);   /* skip "the " */
    reverse_str(rev);
    printf("rev: %s\n", rev);

    const char *pals[] = { "racecar", "abba", "abca", "x", "", "never odd or even" };
    for (int i = 0; i < 6; i++) printf("%d", is_palindrome(pals[i]));
    printf("\n");

    /* tokenize by hand using strchr */
    char csv[] = "alpha,beta,,gamma,delta";
    char *start = csv;
    int field = 0;
    for (;;) {
        char *comma = strchr(start, ',');
        if (comma) *comma = '\0';
        printf("field %d: '%s' (%zu) h=%u\n", field++, start, strlen(start), hash(start));
        if (!comma) break;
        start = comma + 1;
    }
    /* build a string char by char */
    char out[64];
    size_t k = 0;
    for (char ch = 'a'; ch <= 'z'; ch += 3) out[k++] = ch;
    out[k] = '\0';
    printf("built=%s hash=%u\n", out, hash(out));
    return 0;
}
