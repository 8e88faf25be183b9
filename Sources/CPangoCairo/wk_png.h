#ifndef CPANGOCAIRO_WK_PNG_H
#define CPANGOCAIRO_WK_PNG_H
/*
 * A cairo surface as PNG bytes in memory, with cairo's own writer (default compression): one
 * helper for every module that encodes a surface (vector images, snapshot images).
 */
#include <cairo.h>
#include <stdlib.h>
#include <string.h>

struct wk_png_buffer {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
};

static cairo_status_t wk_png_append(void *closure, const unsigned char *data, unsigned int length) {
    struct wk_png_buffer *buffer = (struct wk_png_buffer *)closure;
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->length + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->bytes, capacity);
        if (!grown) return CAIRO_STATUS_NO_MEMORY;
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, length);
    buffer->length += length;
    return CAIRO_STATUS_SUCCESS;
}

/*
 * Writes `surface` as PNG into a new buffer (`*bytes`, `*length`; free it with free()).
 * Returns cairo's status; on failure nothing is left allocated and `*bytes` is NULL.
 */
static inline cairo_status_t wk_surface_png(cairo_surface_t *surface, unsigned char **bytes, size_t *length) {
    struct wk_png_buffer buffer = {NULL, 0, 0};
    cairo_status_t status = cairo_surface_write_to_png_stream(surface, wk_png_append, &buffer);
    if (status != CAIRO_STATUS_SUCCESS) {
        free(buffer.bytes);
        *bytes = NULL;
        *length = 0;
        return status;
    }
    *bytes = buffer.bytes;
    *length = buffer.length;
    return status;
}
#endif
