/// The home screen's script (no framework): live updates over server-sent events, the
/// gallery dialog, edit mode, the preference menus, link targets and keyboard use.
///
/// It reads the page's preferences from `<body data-query>`, marks `<body data-live>` as
/// `connecting`, `open` or `closed` (so a browser test can wait for it), and after every swap
/// sets the tile's `data-version`.
enum HomeScreenScript {
    static let javaScript = #"""
        (function () {
          "use strict";
          var body = document.body;
          var query = body.getAttribute("data-query") || "";
          var pendingChange = false;

          function api(method, path, payload) {
            pendingChange = true;
            return fetch(path, {
              method: method, credentials: "same-origin",
              headers: payload === undefined ? {} : { "Content-Type": "application/json" },
              body: payload === undefined ? undefined : JSON.stringify(payload)
            }).then(function (response) {
              if (response.ok) { return response.status === 204 ? null : response.json(); }
              return response.json().catch(function () { return {}; }).then(function (error) {
                throw new Error(error.error || response.statusText);
              });
            });
          }
          function fail(error) { pendingChange = false; window.alert(error.message); }
          function reload() {
            if (body.classList.contains("editing")) { sessionStorage.setItem("wk-editing", "1"); }
            window.location.reload();
          }

          function decorate(root) {
            var links = root.querySelectorAll("a[href]");
            for (var i = 0; i < links.length; i++) {
              var href = links[i].getAttribute("href") || "";
              if (/^https?:/i.test(href)) { links[i].target = "_blank"; links[i].rel = "noopener noreferrer"; }
            }
          }

          function refresh(id, version) {
            var tile = document.getElementById("tile-" + id);
            if (!tile) { return Promise.resolve(); }
            return fetch("/widgets/" + encodeURIComponent(id) + "/fragment?" + query, { credentials: "same-origin" })
              .then(function (response) {
                if (!response.ok) { return; }
                var placeholder = response.headers.get("X-Widget-Placeholder") === "true";
                return response.text().then(function (html) {
                  var box = tile.querySelector(".tile-widget");
                  box.innerHTML = html;
                  decorate(box);
                  tile.setAttribute("data-state", placeholder ? "placeholder" : "ready");
                  if (version !== undefined) { tile.setAttribute("data-version", String(version)); }
                  var event = new CustomEvent("wk-updated", { detail: { id: id, version: version } });
                  document.dispatchEvent(event);
                });
              });
          }
          function refreshAll() {
            var tiles = document.querySelectorAll(".tile[data-instance-id]");
            for (var i = 0; i < tiles.length; i++) {
              if (tiles[i].getAttribute("data-state") !== "unavailable") { refresh(tiles[i].getAttribute("data-instance-id")); }
            }
          }

          function connect() {
            if (!window.EventSource) { return; }
            var source = new EventSource("/events");
            var opened = false;
            body.setAttribute("data-live", "connecting");
            source.addEventListener("open", function () {
              body.setAttribute("data-live", "open");
              if (opened) { refreshAll(); }
              opened = true;
            });
            source.addEventListener("error", function () { body.setAttribute("data-live", "closed"); });
            source.addEventListener("entry", function (event) {
              var data = JSON.parse(event.data);
              refresh(data.id, data.version);
            });
            source.addEventListener("layout", function () {
              if (!pendingChange) { reload(); }
            });
          }

          function tileOf(element) { return element.closest ? element.closest(".tile") : null; }
          function position(tile) { return parseInt(tile.getAttribute("data-position"), 10) || 0; }
          function act(action, tile, value) {
            var id = tile.getAttribute("data-instance-id");
            var path = "/api/instances/" + encodeURIComponent(id);
            if (action === "remove") { return api("DELETE", path).then(reload, fail); }
            if (action === "move-earlier") { return api("POST", path + "/move", { position: Math.max(0, position(tile) - 1) }).then(reload, fail); }
            if (action === "move-later") { return api("POST", path + "/move", { position: position(tile) + 1 }).then(reload, fail); }
            if (action === "family") { return api("POST", path + "/family", { family: value }).then(reload, fail); }
          }

          function setEditing(on) {
            body.classList.toggle("editing", on);
            var button = document.getElementById("edit-button");
            if (button) { button.setAttribute("aria-pressed", on ? "true" : "false"); button.textContent = on ? "Done" : "Edit"; }
          }

          var dialog = document.getElementById("gallery-dialog");
          function openGallery() {
            if (!dialog || !dialog.showModal) { window.location.href = "/gallery?" + query; return; }
            var content = document.getElementById("gallery-content");
            if (!content.getAttribute("data-loaded")) {
              fetch("/gallery?partial=1&" + query, { credentials: "same-origin" })
                .then(function (response) { return response.text(); })
                .then(function (html) {
                  content.innerHTML = html;
                  content.setAttribute("data-loaded", "true");
                  document.dispatchEvent(new CustomEvent("wk-gallery-loaded"));
                });
            }
            dialog.showModal();
          }

          document.addEventListener("click", function (event) {
            var target = event.target.closest ? event.target.closest("[data-action]") : null;
            if (target && target.tagName !== "SELECT") {
              var action = target.getAttribute("data-action");
              if (action === "open-gallery") { event.preventDefault(); openGallery(); return; }
              if (action === "close-gallery") { event.preventDefault(); dialog.close(); return; }
              if (action === "toggle-edit") { event.preventDefault(); setEditing(!body.classList.contains("editing")); return; }
              if (action === "add") {
                event.preventDefault();
                api("POST", "/api/instances", { kind: target.getAttribute("data-kind"), family: target.getAttribute("data-family") })
                  .then(reload, fail);
                return;
              }
              var tile = tileOf(target);
              if (tile) { event.preventDefault(); act(action, tile); return; }
            }
            if (body.classList.contains("editing") && event.target.closest && event.target.closest(".tile-widget a")) {
              event.preventDefault();
            }
          });
          document.addEventListener("change", function (event) {
            var target = event.target;
            if (target.getAttribute("data-action") === "family") { act("family", tileOf(target), target.value); return; }
            if (target.form && target.form.id === "preferences") { target.form.submit(); }
          });
          document.addEventListener("keydown", function (event) {
            var tile = event.target.classList && event.target.classList.contains("tile") ? event.target : null;
            if (!tile || tile.getAttribute("data-state") === "unavailable" && event.key === "Enter") { return; }
            if (event.key === "Enter" && !body.classList.contains("editing")) {
              var link = tile.querySelector(".tile-widget a.wk-widget-link") || tile.querySelector(".tile-widget a[href]");
              if (link) { event.preventDefault(); link.click(); }
              return;
            }
            if (!body.classList.contains("editing")) { return; }
            if (event.key === "ArrowLeft" || event.key === "ArrowUp") { event.preventDefault(); act("move-earlier", tile); }
            if (event.key === "ArrowRight" || event.key === "ArrowDown") { event.preventDefault(); act("move-later", tile); }
            if (event.key === "Delete" || event.key === "Backspace") { event.preventDefault(); act("remove", tile); }
          });

          decorate(document);
          if (sessionStorage.getItem("wk-editing")) { sessionStorage.removeItem("wk-editing"); setEditing(true); }
          if (body.getAttribute("data-open-gallery") === "true") { openGallery(); }
          connect();
        })();

        """#
}
