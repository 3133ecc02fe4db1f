# auditbook: the two quick-start commands are `make run` and `make test`.
# Both install the system libraries first when pkg-config cannot find them (Debian/Ubuntu).

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev cmark-gfm libsqlite3-dev sqlite3 pkg-config

.PHONY: deps run test demo bench release clean

deps:
	@if ! pkg-config --exists libcmark-gfm sqlite3 2>/dev/null; then \
		echo "auditbook: installing $(APT_PACKAGES)"; \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(APT_PACKAGES); \
	fi

# The main job on the embedded default: an audit of the bundled checklists in ./auditbook.sqlite.
run: deps
	$(SWIFT) build --product auditbook
	$$($(SWIFT) build --show-bin-path)/auditbook walk

test: deps
	$(SWIFT) test --disable-swift-testing

# The one-line tour: a sample audit, re-audit, sign-off and reports in ./auditbook-demo.
demo: deps
	$(SWIFT) build --product auditbook
	$$($(SWIFT) build --show-bin-path)/auditbook demo

# The Swift runtime and Foundation linked in (on Linux): every command starts 10-20 ms sooner
# than with the shared libraries, which the dynamic loader resolves at each start.
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product auditbook

bench: deps
	./Benchmarks/run

clean:
	rm -rf .build
