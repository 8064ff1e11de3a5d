/* The floor: libyaml's own event parse of a file, and nothing else. */
#include <stdio.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: yaml_events FILE\n"); return 64; }
    FILE *file = fopen(argv[1], "rb");
    if (!file) { perror(argv[1]); return 1; }
    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, file);
    long events = 0;
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) { fprintf(stderr, "parse error\n"); return 1; }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    printf("%ld events\n", events);
    return 0;
}
