#ifndef CPANGOCAIRO_WK_JPEG_H
#define CPANGOCAIRO_WK_JPEG_H
/*
 * JPEG decoding into a cairo image surface for the PNG renderer.
 *
 * libjpeg reports errors by calling error_exit, which must not return: the only safe way out is
 * longjmp, which Swift cannot do. This helper keeps setjmp/longjmp inside C, so a corrupt or
 * truncated JPEG yields NULL instead of terminating the process.
 */
#include <cairo.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

struct wk_jpeg_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void wk_jpeg_error_exit(j_common_ptr info) {
    struct wk_jpeg_error_manager *manager = (struct wk_jpeg_error_manager *)info->err;
    longjmp(manager->jump, 1);
}

static void wk_jpeg_output_message(j_common_ptr info) { (void)info; }

/*
 * Decodes `size` bytes of JPEG into a new CAIRO_FORMAT_ARGB32 surface (opaque pixels).
 * Returns NULL when the data is not a decodable JPEG or has more than `max_pixels` pixels.
 * Grayscale, YCbCr, RGB and (Adobe) CMYK/YCCK images are supported.
 */
static inline cairo_surface_t *wk_jpeg_decode_surface(const unsigned char *data, unsigned long size,
                                                      unsigned long max_pixels) {
    struct jpeg_decompress_struct info;
    struct wk_jpeg_error_manager manager;
    cairo_surface_t *volatile surface = NULL;
    unsigned char *volatile cmyk_row = NULL;

    if (data == NULL || size < 4) return NULL;
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = wk_jpeg_error_exit;
    manager.base.output_message = wk_jpeg_output_message;
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&info);
        if (surface != NULL) cairo_surface_destroy(surface);
        free(cmyk_row);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    if (info.image_width == 0 || info.image_height == 0 || info.image_width > 32767 || info.image_height > 32767 ||
        (unsigned long)info.image_width * (unsigned long)info.image_height > max_pixels) {
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    if (cmyk) {
        info.out_color_space = JCS_CMYK;
    } else {
        const uint32_t probe = 1;
        int little_endian = *(const unsigned char *)&probe == 1;
        info.out_color_space = little_endian ? JCS_EXT_BGRA : JCS_EXT_ARGB;
    }
    jpeg_start_decompress(&info);
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)info.output_width, (int)info.output_height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        jpeg_destroy_decompress(&info);
        cairo_surface_destroy(surface);
        return NULL;
    }
    cairo_surface_flush(surface);
    unsigned char *pixels = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    if (cmyk) {
        cmyk_row = malloc((size_t)info.output_width * 4);
        if (cmyk_row == NULL) longjmp(manager.jump, 1);
    }
    while (info.output_scanline < info.output_height) {
        unsigned char *row = pixels + (size_t)info.output_scanline * (size_t)stride;
        if (cmyk) {
            JSAMPROW rows[1] = {cmyk_row};
            jpeg_read_scanlines(&info, rows, 1);
            uint32_t *out = (uint32_t *)row;
            for (JDIMENSION x = 0; x < info.output_width; x++) {
                /* Adobe writes inverted CMYK: each byte is 255 - ink. */
                unsigned c = cmyk_row[4 * x], m = cmyk_row[4 * x + 1], y = cmyk_row[4 * x + 2], k = cmyk_row[4 * x + 3];
                unsigned r = c * k / 255, g = m * k / 255, b = y * k / 255;
                out[x] = 0xFF000000u | (r << 16) | (g << 8) | b;
            }
        } else {
            JSAMPROW rows[1] = {row};
            jpeg_read_scanlines(&info, rows, 1);
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(cmyk_row);
    cairo_surface_mark_dirty(surface);
    return surface;
}

#endif
