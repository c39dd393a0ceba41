# Tests/Gallery/gallery.mk — the gallery: every component's visual references drawn by the
# library as SVG (included by the Makefile).
#
#   make gallery          write docs/gallery: an SVG and a PNG per case of scripts/gallery.py
#                         and index.html; files whose content is unchanged are left alone
#                         (a PNG is rendered again only for a new or changed SVG)
#   make gallery-record   re-record docs/gallery after a deliberate change: rewrite every SVG,
#                         render every PNG again, rewrite index.html, delete pictures no case draws
#   make test-gallery     the snapshot (every case drawn again equals its committed SVG, byte for
#                         byte; nothing committed that no case draws; index.html current), every
#                         SVG well-formed, the same bytes from the C API (Tests/Gallery/gallery_c.c),
#                         and the browser check: headless Chromium loads index.html, every image
#                         loads at its SVG's size, the full-page screenshot
#                         (build/gallery/index.png) is not blank
#   make gallery-deps     as root, apt-get what the gallery needs and the machine lacks
#
# The PNGs are rendered by librsvg's rsvg-convert (Debian librsvg2-bin) at 2x zoom; the browser
# check runs Chromium (Debian chromium). RSVG_CONVERT and CHROMIUM name other binaries.

GALLERY_DIR  := docs/gallery
GALLERY_OUT  := $(BUILD)/gallery
GALLERY_DEPS := chromium librsvg2-bin

.PHONY: gallery gallery-record gallery-deps test-gallery demo-gallery

## Without root nothing is installed: a missing tool is named by the target that needs it.
gallery-deps:
	@if [ "$$(id -u)" = 0 ] && ! dpkg -s $(GALLERY_DEPS) >/dev/null 2>&1; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(GALLERY_DEPS) >/dev/null; \
	fi

gallery: venv gallery-deps
	$(PY) scripts/gallery.py write --out $(GALLERY_DIR)

## make demo's pictures: the gallery written into build/gallery/demo (no root needed; PNGs only
## when rsvg-convert is installed), and where to open it.
demo-gallery: $(LIB)
	$(PY_DEMO) scripts/gallery.py demo

gallery-record: venv gallery-deps
	$(PY) scripts/gallery.py record --out $(GALLERY_DIR)

$(GALLERY_OUT)/gallery_c: Tests/Gallery/gallery_c.c $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $< -o $@ $(LDLIBS)

test-gallery: venv gallery-deps $(GALLERY_OUT)/gallery_c
	$(GALLERY_OUT)/gallery_c $(GALLERY_DIR)
	GALLERY_DIR=$(abspath $(GALLERY_DIR)) $(PY) -m pytest -q -p no:cacheprovider Tests/Gallery
