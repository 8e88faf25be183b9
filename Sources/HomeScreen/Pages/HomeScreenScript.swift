/// The home screen's script (no framework): live updates over server-sent events, the
/// gallery dialog, edit mode, the preference menus, link targets, keyboard use and the controls
/// of interactive widgets (`wk-control`: posted to `/api/instances/{id}/perform`) and the
/// controls of Control Center (posted to `/api/controls/perform`).
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

          function refresh(id, version, extra) {
            var tile = document.getElementById("tile-" + id);
            if (!tile) { return Promise.resolve(); }
            // The latest fetch of a tile wins, so a tap shown at once never hides a newer entry.
            var sequence = (tile.wkSequence || 0) + 1;
            tile.wkSequence = sequence;
            return fetch("/widgets/" + encodeURIComponent(id) + "/fragment?" + query + (extra || ""), { credentials: "same-origin" })
              .then(function (response) {
                if (!response.ok || tile.wkSequence !== sequence) { return; }
                var placeholder = response.headers.get("X-Widget-Placeholder") === "true";
                var stale = response.headers.get("X-Widget-Stale") === "true";
                return response.text().then(function (html) {
                  if (tile.wkSequence !== sequence) { return; }
                  var box = tile.querySelector(".tile-widget");
                  var focused = document.activeElement && box.contains(document.activeElement) ? document.activeElement.getAttribute("data-control") : null;
                  box.innerHTML = html;
                  if (focused !== null) { refocus(box, focused); }
                  if (!extra) {
                    // A new entry: a tap's pending state (invalidatableContent dimmed) ends.
                    tile.wkSwaps = (tile.wkSwaps || 0) + 1;
                    if (tile.getAttribute("data-pending") === "reload") { tile.removeAttribute("data-pending"); }
                  }
                  decorate(box);
                  tile.setAttribute("data-state", placeholder ? "placeholder" : stale ? "stale" : "ready");
                  if (version !== undefined) { tile.setAttribute("data-version", String(version)); }
                  var event = new CustomEvent("wk-updated", { detail: { id: id, version: version } });
                  document.dispatchEvent(event);
                });
              });
          }
          function refocus(box, control) {
            var controls = box.querySelectorAll('.wk-control[data-control="' + control + '"]');
            for (var i = 0; i < controls.length; i++) { if (controls[i].offsetParent !== null) { controls[i].focus(); return; } }
          }

          // Interactive widgets: a click, tap or Space/Enter on a control of a widget posts its
          // control id; the widget's reload then arrives as an entry event. A switch shows its
          // new state at once (drawn by the server with ?switch=) and its tile is marked pending.
          function perform(control) {
            var tile = tileOf(control);
            if (!tile || body.classList.contains("editing")) { return; }
            var id = tile.getAttribute("data-instance-id");
            var payload = { control: parseInt(control.getAttribute("data-control"), 10), intent: control.getAttribute("data-intent"),
              colorScheme: control.closest(".variant-dark") ? "dark" : "light" };
            if (control.type === "checkbox") {
              payload.isOn = control.checked;
              refresh(id, undefined, "&switch=" + payload.control + ":" + (control.checked ? "on" : "off"));
            }
            // data-pending counts taps in flight, then is "reload" until the new entry is swapped in.
            tile.wkTaps = (tile.wkTaps || 0) + 1;
            tile.setAttribute("data-pending", String(tile.wkTaps));
            var swapsBefore = tile.wkSwaps || 0;
            function done(ok) {
              tile.wkTaps -= 1;
              if (tile.wkTaps > 0) { tile.setAttribute("data-pending", String(tile.wkTaps)); }
              else if (ok && (tile.wkSwaps || 0) === swapsBefore) {
                tile.setAttribute("data-pending", "reload");
                setTimeout(function () { if (tile.getAttribute("data-pending") === "reload") { tile.removeAttribute("data-pending"); } }, 5000);
              } else { tile.removeAttribute("data-pending"); }
              if (!ok) { refresh(id); }
              document.dispatchEvent(new CustomEvent("wk-performed", { detail: { id: id, ok: ok } }));
            }
            fetch("/api/instances/" + encodeURIComponent(id) + "/perform?" + query, {
              method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json" },
              body: JSON.stringify(payload)
            }).then(function (response) {
              done(response.ok);
              // An OpenURLIntent: the page follows it as it follows a widget's link.
              if (response.ok) {
                response.json().then(function (result) {
                  var at = result && result.openAt;
                  if (typeof at !== "string") { return; }
                  if (/^https?:/i.test(at)) { window.open(at, "_blank", "noopener,noreferrer"); }
                  else if (at.indexOf("/open?") === 0) { window.location.assign(at); }
                }, function () {});
              }
            }, function () { done(false); });
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
              if (opened) { refreshAll(); refreshActivities(); }
              opened = true;
            });
            source.addEventListener("error", function () { body.setAttribute("data-live", "closed"); });
            source.addEventListener("entry", function (event) {
              var data = JSON.parse(event.data);
              refresh(data.id, data.version);
            });
            source.addEventListener("activity", function (event) {
              var data = JSON.parse(event.data);
              refreshActivities(data.version);
            });
            source.addEventListener("control", function (event) {
              var data = JSON.parse(event.data);
              var buttons = document.querySelectorAll("#control-center .control");
              for (var i = 0; i < buttons.length; i++) {
                if (buttons[i].getAttribute("data-control-kind") !== data.id) { continue; }
                if (buttons[i].getAttribute("data-state") === "pending") { continue; }
                settleControl(buttons[i], data.version);
              }
            });
            source.addEventListener("layout", function () {
              if (!pendingChange) { reload(); }
            });
          }

          // Live Activities: the Dynamic Island and the Lock Screen entries, swapped in whole from
          // /activities/fragment on every activity event (and when a stale, start or dismissal
          // date the server named comes due). An expanded bubble stays open across a swap.
          var islandArea = document.getElementById("island-area");
          var activitiesSequence = 0, activitiesTimer = null;
          function island() { return document.getElementById("dynamic-island"); }
          function expandedBubble() { var i = island(); return i ? i.querySelector(".island-bubble.expanded") : null; }
          function expandIsland(bubble) {
            var current = expandedBubble();
            if (current === bubble) { return; }
            if (current) { collapseIsland(); }
            bubble.classList.add("expanded");
            bubble.setAttribute("aria-expanded", "true");
            var open = bubble.querySelector(".island-open");
            if (open) { open.removeAttribute("aria-hidden"); }
            island().setAttribute("data-expanded", bubble.getAttribute("data-activity-id"));
            document.dispatchEvent(new CustomEvent("wk-island", { detail: { expanded: bubble.getAttribute("data-activity-id") } }));
          }
          function collapseIsland() {
            var bubble = expandedBubble();
            if (!bubble) { return; }
            bubble.classList.remove("expanded");
            bubble.removeAttribute("data-alerting");
            bubble.setAttribute("aria-expanded", "false");
            var open = bubble.querySelector(".island-open");
            if (open) { open.setAttribute("aria-hidden", "true"); }
            island().removeAttribute("data-expanded");
            document.dispatchEvent(new CustomEvent("wk-island", { detail: { expanded: null } }));
          }
          function scheduleActivities(next) {
            if (activitiesTimer !== null) { clearTimeout(activitiesTimer); activitiesTimer = null; }
            if (typeof next !== "number" || !isFinite(next)) { return; }
            var wait = Math.min(Math.max(0, next - Date.now()) + 250, 2147483647);
            activitiesTimer = setTimeout(function () { activitiesTimer = null; refreshActivities(); }, wait);
          }
          function refreshActivities(version) {
            if (!islandArea) { return Promise.resolve(); }
            var sequence = ++activitiesSequence;
            return fetch("/activities/fragment?" + query, { credentials: "same-origin" })
              .then(function (response) { return response.ok ? response.json() : null; })
              .then(function (markup) {
                if (!markup || sequence !== activitiesSequence) { return; }
                var open = expandedBubble();
                var openID = open ? open.getAttribute("data-activity-id") : null;
                var wasAlerting = open !== null && open.hasAttribute("data-alerting");
                var current = island();
                current.innerHTML = markup.island;
                current.setAttribute("data-mode", markup.mode);
                current.setAttribute("data-count", String(markup.islandCount));
                current.removeAttribute("data-expanded");
                if (openID !== null) {
                  var again = current.querySelector('.island-bubble[data-activity-id="' + CSS.escape(openID) + '"]');
                  if (again) {
                    // Open at once: the swap is not a new gesture, so no spring again.
                    again.style.transition = "none";
                    expandIsland(again);
                    if (wasAlerting) { again.setAttribute("data-alerting", "true"); }
                    void again.offsetWidth;
                    again.style.transition = "";
                  }
                }
                var entries = document.getElementById("lock-screen-activities");
                if (entries) {
                  entries.innerHTML = markup.lockScreen;
                  entries.setAttribute("data-count", String(markup.lockScreenCount));
                  var panel = document.getElementById("lock-screen");
                  var tiles = panel ? panel.querySelectorAll(".tile").length : 0;
                  if (panel) { panel.hidden = markup.lockScreenCount === 0 && tiles === 0; }
                  decorate(entries);
                }
                decorate(current);
                showAlerts(current);
                if (version !== undefined) { body.setAttribute("data-activities-version", String(version)); }
                scheduleActivities(markup.nextChange);
                document.dispatchEvent(new CustomEvent("wk-activities-updated", { detail: { version: version } }));
              }, function () {});
          }
          // An update that alerts opens its bubble for a few seconds (unless another is open), as
          // iOS expands the island for an alerting update; a click on it keeps it open.
          var alertsSeen = {};
          function alertDates(root) {
            var found = {};
            var bubbles = root ? root.querySelectorAll(".island-bubble[data-alert]") : [];
            for (var i = 0; i < bubbles.length; i++) {
              found[bubbles[i].getAttribute("data-activity-id")] = { bubble: bubbles[i], at: parseFloat(bubbles[i].getAttribute("data-alert")) };
            }
            return found;
          }
          function showAlerts(root) {
            var found = alertDates(root);
            for (var id in found) {
              var seen = alertsSeen[id] || 0;
              alertsSeen[id] = Math.max(seen, found[id].at);
              if (!(found[id].at > seen) || expandedBubble()) { continue; }
              var bubble = found[id].bubble;
              expandIsland(bubble);
              bubble.setAttribute("data-alerting", "true");
              setTimeout(function (shown) {
                return function () {
                  var open = expandedBubble();
                  if (open && open.getAttribute("data-activity-id") === shown && open.hasAttribute("data-alerting")) { collapseIsland(); }
                };
              }(id), 4000);
              break;
            }
          }
          (function () { var found = alertDates(island()); for (var id in found) { alertsSeen[id] = found[id].at; } })();
          var pressTimer = null;
          document.addEventListener("pointerdown", function (event) {
            var bubble = event.target.closest ? event.target.closest(".island-bubble") : null;
            if (!bubble || bubble.classList.contains("expanded")) { return; }
            // A long press opens it too, as on iOS (a click does here, the page having no other use for it).
            pressTimer = setTimeout(function () { pressTimer = null; expandIsland(bubble); }, 450);
          });
          document.addEventListener("pointerup", function () { if (pressTimer !== null) { clearTimeout(pressTimer); pressTimer = null; } });
          document.addEventListener("click", function (event) {
            var bubble = event.target.closest ? event.target.closest(".island-bubble") : null;
            if (bubble) {
              if (!bubble.classList.contains("expanded")) { event.preventDefault(); event.stopImmediatePropagation(); expandIsland(bubble); }
              bubble.removeAttribute("data-alerting");
              return;
            }
            if (expandedBubble()) { collapseIsland(); }
          }, true);
          document.addEventListener("keydown", function (event) {
            if (event.key === "Escape" && expandedBubble()) {
              var bubble = expandedBubble();
              collapseIsland();
              bubble.focus();
              return;
            }
            var target = event.target.classList && event.target.classList.contains("island-bubble") ? event.target : null;
            if (target && (event.key === "Enter" || event.key === " ") && !target.classList.contains("expanded")) {
              event.preventDefault();
              expandIsland(target);
            }
          });
          if (island()) { scheduleActivities(parseFloat(island().getAttribute("data-next-change") || "")); }

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

          // The Edit Widget form, generated from the parameters the server describes.
          var configureDialog = document.getElementById("configure-dialog");
          var configureForm = document.getElementById("configure-form");
          function element(tag, attributes, text) {
            var node = document.createElement(tag);
            for (var name in attributes) { if (attributes[name] !== null && attributes[name] !== undefined) { node.setAttribute(name, attributes[name]); } }
            if (text !== undefined) { node.textContent = text; }
            return node;
          }
          function identifierOf(value) {
            if (value === null || value === undefined) { return ""; }
            if (typeof value === "object") { return value.identifier || value.id || ""; }
            return String(value);
          }
          // The values the open form shows (set once its fields exist), sent with each options
          // request so that options depending on another parameter follow the form.
          var shownValues = function () { return null; };
          function optionsPath(id, parameter, term) {
            var query = [];
            if (term) { query.push("search=" + encodeURIComponent(term)); }
            var values = null;
            try { values = shownValues(); } catch (notYet) { values = null; }
            if (values) { query.push("values=" + encodeURIComponent(JSON.stringify(values))); }
            return "/api/instances/" + encodeURIComponent(id) + "/configuration/options/" + encodeURIComponent(parameter) +
              (query.length ? "?" + query.join("&") : "");
          }
          function fillSelect(select, options, selected, optional) {
            select.textContent = "";
            if (optional) { select.appendChild(element("option", { value: "" }, "None")); }
            var found = false;
            var section = null, group = select;
            options.forEach(function (option) {
              if ((option.section || null) !== section) {
                section = option.section || null;
                group = section ? select.appendChild(element("optgroup", { label: section })) : select;
              }
              var node = element("option", { value: option.id }, option.title + (option.subtitle ? " — " + option.subtitle : ""));
              if (option.id === identifierOf(selected)) { node.selected = true; found = true; }
              group.appendChild(node);
            });
            if (!found && selected !== null && selected !== undefined && identifierOf(selected) !== "") {
              var current = element("option", { value: identifierOf(selected) }, (selected && selected.display) || identifierOf(selected));
              current.selected = true;
              select.insertBefore(current, select.firstChild);
            }
          }
          function picker(id, parameter, selected, slotLabel) {
            var box = element("div", { "class": "config-picker" });
            var select = element("select", { "data-role": "value", "aria-label": slotLabel });
            if (parameter.hasDynamicOptions) {
              var search = element("input", { type: "search", placeholder: "Search", "aria-label": "Search " + slotLabel, "data-role": "search" });
              var timer = null;
              var load = function () {
                return fetch(optionsPath(id, parameter.name, search.value), { credentials: "same-origin" })
                  .then(function (response) { return response.json(); })
                  .then(function (result) {
                    var keep = select.value || identifierOf(selected);
                    fillSelect(select, result.options || [], keep ? { identifier: keep, display: select.options[select.selectedIndex] ? select.options[select.selectedIndex].textContent : keep } : null, parameter.isOptional || parameter.isList);
                    box.setAttribute("data-loaded", "true");
                  });
              };
              search.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(load, 200); });
              box.wkReloadOptions = load;
              fillSelect(select, [], selected, parameter.isOptional || parameter.isList);
              box.appendChild(search);
              load();
            } else {
              fillSelect(select, parameter.options, selected, parameter.isOptional || parameter.isList);
              box.setAttribute("data-loaded", "true");
            }
            box.appendChild(select);
            return box;
          }
          function field(id, parameter, value) {
            var wrapper = element("fieldset", { "class": "config-field", "data-parameter": parameter.name, "data-type": parameter.type });
            wrapper.appendChild(element("legend", {}, parameter.title));
            if (parameter.description) { wrapper.appendChild(element("p", { "class": "config-help" }, parameter.description)); }
            if (parameter.type === "bool") {
              var toggle = element("input", { type: "checkbox", role: "switch", "data-role": "value", "aria-label": parameter.title });
              toggle.checked = value === true;
              wrapper.appendChild(toggle);
            } else if (parameter.choosesFromOptions) {
              if (parameter.isList) {
                var values = Array.isArray(value) ? value : [];
                var slots = parameter.maximumCount || Math.min(10, values.length + 1);
                for (var i = 0; i < slots; i++) { wrapper.appendChild(picker(id, parameter, values[i] === undefined ? null : values[i], parameter.title + " " + (i + 1))); }
              } else {
                wrapper.appendChild(picker(id, parameter, value, parameter.title));
              }
            } else {
              var type = parameter.type === "integer" || parameter.type === "decimal" ? "number" :
                parameter.type === "date" ? (parameter.includesTime ? "datetime-local" : "date") : "text";
              var input = element("input", { type: type, "data-role": "value", "aria-label": parameter.title,
                min: parameter.minimum, max: parameter.maximum, step: parameter.type === "decimal" ? "any" : null });
              if (value !== null && value !== undefined) {
                input.value = parameter.type === "date" ? String(value).slice(0, parameter.includesTime ? 16 : 10) : String(value);
              }
              wrapper.appendChild(input);
            }
            return wrapper;
          }
          function collect(parameters) {
            var result = {};
            parameters.forEach(function (parameter) {
              var wrapper = configureForm.querySelector('[data-parameter="' + CSS.escape(parameter.name) + '"]');
              var inputs = wrapper.querySelectorAll('[data-role="value"]');
              if (parameter.type === "bool") { result[parameter.name] = inputs[0].checked; return; }
              if (parameter.choosesFromOptions) {
                var chosen = [];
                for (var i = 0; i < inputs.length; i++) { if (inputs[i].value !== "") { chosen.push(inputs[i].value); } }
                result[parameter.name] = parameter.isList ? chosen : (chosen.length ? chosen[0] : null);
                return;
              }
              var text = inputs[0].value;
              if (text === "") { result[parameter.name] = parameter.type === "string" && !parameter.isOptional ? "" : null; return; }
              if (parameter.type === "integer" || parameter.type === "decimal") { result[parameter.name] = Number(text); return; }
              if (parameter.type === "date" && parameter.includesTime) { result[parameter.name] = new Date(text).toISOString(); return; }
              result[parameter.name] = text;
            });
            return result;
          }
        \#(ConfigurationSummaryScript.functions)
          function openConfigure(tile) {
            var id = tile.getAttribute("data-instance-id");
            fetch("/api/instances/" + encodeURIComponent(id) + "/configuration", { credentials: "same-origin" })
              .then(function (response) {
                if (!response.ok) { return response.json().then(function (error) { throw new Error(error.error || response.statusText); }); }
                return response.json();
              })
              .then(function (configuration) {
                configureForm.textContent = "";
                shownValues = function () { return null; };
                configureForm.setAttribute("data-instance-id", id);
                document.getElementById("configure-title").textContent = configuration.title || "Edit Widget";
                var fields = element("div", { "class": "config-fields" });
                configuration.parameters.forEach(function (parameter) {
                  var value = Object.prototype.hasOwnProperty.call(configuration.values, parameter.name) ? configuration.values[parameter.name] : parameter.defaultValue;
                  fields.appendChild(field(id, parameter, value));
                });
                configureForm.appendChild(fields);
                var followSummary = function () { applySummary(fields, configuration.parameters, configuration.summary || null, collect(configuration.parameters)); };
                shownValues = function () { return collect(configuration.parameters); };
                configureForm.onchange = function (event) {
                  followSummary();
                  if (event && event.target && event.target.getAttribute("data-role") === "search") { return; }
                  // Every other parameter's dynamic options are asked for again with the new values.
                  var changed = event && event.target && event.target.closest ? event.target.closest("[data-parameter]") : null;
                  configureForm.querySelectorAll(".config-picker").forEach(function (box) {
                    if (box.wkReloadOptions && box.closest("[data-parameter]") !== changed) { box.wkReloadOptions(); }
                  });
                };
                followSummary();
                var error = element("p", { "class": "config-error", id: "configure-error", role: "alert" });
                configureForm.appendChild(error);
                var buttons = element("div", { "class": "config-buttons" });
                buttons.appendChild(element("button", { type: "button", "data-action": "close-configure", id: "configure-cancel" }, "Cancel"));
                buttons.appendChild(element("button", { type: "submit", "class": "primary", id: "configure-save" }, "Save"));
                configureForm.appendChild(buttons);
                configureForm.onsubmit = function (event) {
                  event.preventDefault();
                  error.textContent = "";
                  api("PUT", "/api/instances/" + encodeURIComponent(id) + "/configuration", collect(configuration.parameters))
                    .then(function () { pendingChange = false; configureDialog.close(); document.dispatchEvent(new CustomEvent("wk-configured", { detail: { id: id } })); },
                          function (failure) { pendingChange = false; error.textContent = failure.message; });
                };
                configureDialog.showModal();
                document.dispatchEvent(new CustomEvent("wk-configure-open", { detail: { id: id } }));
              }, fail);
          }

          document.addEventListener("click", function (event) {
            var control = event.target.closest ? event.target.closest(".tile-widget .wk-control") : null;
            if (control) {
              if (body.classList.contains("editing")) { event.preventDefault(); return; }
              perform(control);
              return;
            }
            var target = event.target.closest ? event.target.closest("[data-action]") : null;
            if (target && target.tagName !== "SELECT") {
              var action = target.getAttribute("data-action");
              if (action === "configure") { event.preventDefault(); openConfigure(tileOf(target)); return; }
              if (action === "close-configure") { event.preventDefault(); configureDialog.close(); return; }
              if (action === "open-gallery") { event.preventDefault(); openGallery(); return; }
              if (action === "close-gallery") { event.preventDefault(); dialog.close(); return; }
              if (action === "toggle-edit") { event.preventDefault(); setEditing(!body.classList.contains("editing")); return; }
              if (action === "remove-bundle" || action === "keep-bundle") {
                event.preventDefault();
                var bundlePath = "/api/bundles/" + encodeURIComponent(target.getAttribute("data-bundle")) +
                  (action === "remove-bundle" ? "/uninstall" : "/keep");
                api("POST", bundlePath).then(reload, fail);
                return;
              }
              if (action === "add") {
                event.preventDefault();
                var added = { kind: target.getAttribute("data-kind"), family: target.getAttribute("data-family") };
                if (target.hasAttribute("data-recommendation")) { added.recommendation = parseInt(target.getAttribute("data-recommendation"), 10); }
                api("POST", "/api/instances", added)
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

          // Control Center: a click performs the control's action. A toggle shows its new state at
          // once (the image of that state), then the image of the control's next version, which
          // its value provider drew after the intent; a failed intent puts the old image back.
          function controlImage(button, version, state) {
            var kind = button.getAttribute("data-control-kind");
            var source = "/controls/medium.png?kind=" + encodeURIComponent(kind) + "&v=" + version
              + (state ? "&state=" + state : "") + (query ? "&" + query : "");
            button.querySelector("img").setAttribute("src", source);
          }
          function settleControl(button, version) {
            fetch("/api/controls", { credentials: "same-origin" }).then(function (response) { return response.json(); })
              .then(function (controls) {
                for (var i = 0; i < controls.length; i++) {
                  if (controls[i].kind !== button.getAttribute("data-control-kind")) { continue; }
                  if (controls[i].isOn !== null && controls[i].isOn !== undefined) {
                    button.setAttribute("data-on", String(controls[i].isOn));
                    button.setAttribute("aria-pressed", String(controls[i].isOn));
                  }
                  version = Math.max(version, controls[i].version);
                }
                button.setAttribute("data-version", String(version));
                controlImage(button, version);
              }).catch(function () { controlImage(button, version); });
          }
          document.addEventListener("click", function (event) {
            var button = event.target.closest ? event.target.closest("#control-center .control") : null;
            if (!button || button.getAttribute("data-state") === "pending") { return; }
            var isToggle = button.getAttribute("data-role") === "toggle";
            var wasOn = button.getAttribute("data-on") === "true";
            var payload = { kind: button.getAttribute("data-control-kind") };
            button.setAttribute("data-state", "pending");
            if (isToggle) {
              payload.isOn = !wasOn;
              button.setAttribute("data-on", String(!wasOn));
              button.setAttribute("aria-pressed", String(!wasOn));
              controlImage(button, button.getAttribute("data-version"), wasOn ? "off" : "on");
            }
            fetch("/api/controls/perform", {
              method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json" },
              body: JSON.stringify(payload)
            }).then(function (response) {
              return response.json().then(function (answer) {
                if (!response.ok) { throw new Error(answer.error || response.statusText); }
                return answer;
              });
            }).then(function (answer) {
              button.setAttribute("data-state", "ready");
              button.removeAttribute("title");
              settleControl(button, answer.version);
            }).catch(function (error) {
              button.setAttribute("data-state", "failed");
              button.setAttribute("title", error.message);
              if (isToggle) {
                button.setAttribute("data-on", String(wasOn));
                button.setAttribute("aria-pressed", String(wasOn));
              }
              controlImage(button, button.getAttribute("data-version"));
            });
          });

          decorate(document);
          if (sessionStorage.getItem("wk-editing")) { sessionStorage.removeItem("wk-editing"); setEditing(true); }
          if (body.getAttribute("data-open-gallery") === "true") { openGallery(); }
          connect();
        })();

        """#
}
