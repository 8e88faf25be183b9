/// The home screen's stylesheet: an iOS-like grid and the page chrome.
///
/// The grid has columns 73 px wide with 24 px between them and rows 64 px high with 42 px
/// between them, so a small widget (2×2 cells) is 170×170, a medium one (4×2) 364×170 and a
/// large one (4×4) 364×382, the sizes of a 430-point iPhone. Four columns on a narrow window,
/// eight from 800 px (where an extra large widget, 8×4, fits), twelve from 1200 px; an extra
/// large portrait widget spans 4×8 cells, scaled like the extra large one; accessory widgets
/// sit on a Lock Screen panel (a dark wallpaper) above the grid, in the vibrant mode;
/// `grid-auto-flow: dense` fills holes as iOS does. Live Activities: the Dynamic Island at the top
/// (a black bubble whose size springs from the compact or minimal presentation's to the
/// expanded one's: an overshooting `cubic-bezier` as iOS's spring), their Lock Screen views at
/// the top of the Lock Screen panel.
enum HomeScreenStyles {
    static let css = """
        :root{color-scheme:light dark;--col:73px;--row:64px;--col-gap:24px;--row-gap:42px;--cols:4;
          --ink:#1c1c1e;--muted:#6c6c70;--panel:rgba(255,255,255,.72);--panel-ink:#1c1c1e;--accent:#0a84ff;--danger:#ff3b30;
          --wallpaper:linear-gradient(160deg,#8ec5fc 0%,#b8b4f5 45%,#f6c1d9 100%)}
        .appearance-dark{--ink:#f2f2f7;--muted:#aeaeb2;--panel:rgba(28,28,30,.78);--panel-ink:#f2f2f7;
          --wallpaper:linear-gradient(160deg,#0b1026 0%,#1b1740 50%,#301a3a 100%)}
        @media (prefers-color-scheme: dark){.appearance-automatic{--ink:#f2f2f7;--muted:#aeaeb2;--panel:rgba(28,28,30,.78);
          --panel-ink:#f2f2f7;--wallpaper:linear-gradient(160deg,#0b1026 0%,#1b1740 50%,#301a3a 100%)}}
        .appearance-light{color-scheme:light}.appearance-dark{color-scheme:dark}
        html,body{margin:0;min-height:100%}
        body{font-family:Inter,system-ui,-apple-system,sans-serif;color:var(--ink);background:var(--wallpaper) fixed;
          min-height:100vh;-webkit-font-smoothing:antialiased}
        .toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:10px 14px;padding:10px 24px;background:var(--panel);
          color:var(--panel-ink);backdrop-filter:blur(20px);-webkit-backdrop-filter:blur(20px);position:sticky;top:0;z-index:10}
        .toolbar h1{font-size:17px;font-weight:600;margin:0 auto 0 0}
        .toolbar label{font-size:13px;color:var(--muted);display:flex;align-items:center;gap:6px}
        .toolbar select,.toolbar button,.toolbar a.toolbar-link,.tile-controls select,.tile-controls button,.add-button,.dialog-close{font:inherit;font-size:13px;
          text-decoration:none;border-radius:8px;border:1px solid rgba(128,128,128,.35);background:rgba(255,255,255,.85);color:#1c1c1e;padding:5px 10px}
        .appearance-dark .toolbar select,.appearance-dark .toolbar button,.appearance-dark .toolbar a.toolbar-link{background:rgba(58,58,60,.9);color:#f2f2f7}
        @media (prefers-color-scheme: dark){.appearance-automatic .toolbar select,.appearance-automatic .toolbar button,.appearance-automatic .toolbar a.toolbar-link{
          background:rgba(58,58,60,.9);color:#f2f2f7}}
        .toolbar button.primary,.add-button{background:var(--accent);color:#fff;border-color:transparent;font-weight:600}
        .appearance-dark .toolbar button.primary,.appearance-automatic .toolbar button.primary{background:var(--accent);color:#fff}
        button{cursor:pointer}
        :focus-visible{outline:3px solid var(--accent);outline-offset:3px}
        .home-grid{display:grid;grid-template-columns:repeat(var(--cols),var(--col));grid-auto-rows:var(--row);
          column-gap:var(--col-gap);row-gap:var(--row-gap);grid-auto-flow:dense;justify-content:center;padding:32px 24px 64px}
        @media (min-width:800px){:root{--cols:8}}
        @media (min-width:1200px){:root{--cols:12}}
        .tile{position:relative;display:flex;align-items:center;justify-content:center;border-radius:22px;
          grid-column:span 2;grid-row:span 2}
        .tile.family-systemMedium{grid-column:span 4}
        .tile.family-systemLarge{grid-column:span 4;grid-row:span 4}
        .tile.family-systemExtraLarge{grid-column:span 4;grid-row:span 2}
        .tile.family-systemExtraLarge .tile-widget{transform:scale(.4579)}
        @media (min-width:800px){.tile.family-systemExtraLarge{grid-column:span 8;grid-row:span 4}
          .tile.family-systemExtraLarge .tile-widget{transform:scale(.9459)}}
        .tile.family-systemExtraLargePortrait{grid-column:span 4;grid-row:span 8}
        .tile.family-systemExtraLargePortrait .tile-widget{transform:scale(.9459)}
        .lock-screen{display:flex;flex-wrap:wrap;gap:20px;justify-content:center;align-items:center;box-sizing:border-box;
          max-width:560px;margin:24px auto 0;padding:28px 24px;border-radius:28px;
          background:linear-gradient(160deg,#0b1026 0%,#1b1740 50%,#301a3a 100%)}
        .control-center{display:flex;flex-wrap:wrap;gap:16px;justify-content:center;box-sizing:border-box;
          max-width:560px;margin:24px auto 0;padding:24px;border-radius:28px;
          background:linear-gradient(160deg,#1c1c24 0%,#2a2633 100%)}
        .control-center .control{padding:0;border:0;background:none;border-radius:36px;line-height:0;cursor:pointer}
        .control-center .control:focus-visible{outline:3px solid #0a84ff;outline-offset:3px}
        .control-center .control[data-state="pending"]{opacity:.85}
        .control-center .control[data-state="failed"]{outline:2px solid #ff453a;outline-offset:2px}
        .lock-screen .tile{grid-column:auto;grid-row:auto;border-radius:0}
        .lock-screen .tile-widget,.gallery-preview[class*="family-accessory"] .gallery-widget{box-shadow:none;border-radius:0}
        .gallery-preview[class*="family-accessory"] .gallery-widget{padding:14px;border-radius:18px;
          background:linear-gradient(160deg,#0b1026 0%,#1b1740 50%,#301a3a 100%)}
        .tile-widget{border-radius:22px;box-shadow:0 6px 18px rgba(0,0,0,.16);line-height:0}
        .tile[data-pending] .wk-invalidatable{opacity:.35;transition:opacity .15s}
        .wk-control:focus-visible{outline:2px solid #0a84ff;outline-offset:2px;border-radius:8px}
        .tile-widget .wk-widget{border-radius:21.67px}
        .variant{line-height:0}
        .appearance-automatic .variant-dark{display:none}
        @media (prefers-color-scheme: dark){.appearance-automatic .variant-dark{display:block}
          .appearance-automatic .variant-light{display:none}}
        .tile[data-state="placeholder"] .tile-widget{animation:wk-pulse 1.6s ease-in-out infinite}
        @keyframes wk-pulse{50%{opacity:.7}}
        .unavailable{display:flex;flex-direction:column;justify-content:center;gap:6px;box-sizing:border-box;padding:16px;
          border-radius:21.67px;background:rgba(120,120,128,.28);color:var(--ink);line-height:1.3;font-size:13px;
          border:1px dashed rgba(128,128,128,.6)}
        .unavailable strong{font-size:15px}
        .tile-controls{display:none;position:absolute;left:0;right:0;bottom:-38px;justify-content:center;gap:6px;z-index:3}
        .editing .tile-controls{display:flex}
        .editing .tile-widget{animation:wk-jiggle .28s ease-in-out infinite alternate}
        @media (prefers-reduced-motion: reduce){.editing .tile-widget,.tile[data-state="placeholder"] .tile-widget{animation:none}}
        @keyframes wk-jiggle{from{transform:rotate(-.6deg)}to{transform:rotate(.6deg)}}
        .editing .tile.family-systemExtraLarge .tile-widget,.editing .tile.family-systemExtraLargePortrait .tile-widget{animation:none}
        .editing .tile-widget a{pointer-events:none}
        .tile-remove{position:absolute;left:-8px;top:-8px;z-index:4;width:28px;height:28px;border-radius:50%!important;
          padding:0!important;background:#8e8e93!important;color:#fff!important;font-size:18px!important;line-height:1;display:none}
        .editing .tile-remove{display:block}
        .empty{grid-column:1/-1;text-align:center;color:var(--ink);font-size:15px;line-height:1.5;padding:48px 0}
        .status{font-size:12px;color:var(--muted)}
        dialog.gallery-dialog{width:min(1100px,94vw);max-height:88vh;border:0;border-radius:18px;padding:0;background:var(--panel);
          color:var(--panel-ink);backdrop-filter:blur(30px);-webkit-backdrop-filter:blur(30px);box-shadow:0 20px 60px rgba(0,0,0,.35)}
        dialog.gallery-dialog::backdrop{background:rgba(0,0,0,.35)}
        .dialog-header{display:flex;align-items:center;justify-content:space-between;padding:14px 20px;position:sticky;top:0;
          background:inherit;z-index:2}
        .dialog-header h2{margin:0;font-size:20px}
        .gallery{padding:4px 20px 24px}
        .gallery-page main{padding:24px}
        .gallery-page .gallery{max-width:1100px;margin:0 auto;background:var(--panel);border-radius:18px;padding:20px}
        .gallery-kind{margin:0 0 28px}
        .gallery-kind h3{margin:8px 0 4px;font-size:18px}
        .gallery-kind p{margin:0 0 12px;color:var(--muted);font-size:14px}
        .gallery-previews{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
        .gallery-preview{margin:0;display:flex;flex-direction:column;align-items:center;gap:8px}
        .gallery-preview figcaption{font-size:13px;color:var(--muted)}
        .gallery-widget{border-radius:22px;box-shadow:0 6px 18px rgba(0,0,0,.16);line-height:0}
        .gallery-preview.family-systemExtraLarge .gallery-widget,.gallery-preview.family-systemExtraLargePortrait .gallery-widget{zoom:.6}
        .deeplink{max-width:640px;margin:48px auto;background:var(--panel);border-radius:18px;padding:24px 28px;line-height:1.5}
        .deeplink code{display:block;padding:12px;border-radius:10px;background:rgba(127,127,127,.15);word-break:break-all;font-size:15px}
        a.back{color:var(--accent)}
        .tile-configure{position:absolute;right:-8px;top:-8px;z-index:4;display:none;font:inherit;font-size:12px;font-weight:600;
          border-radius:12px;border:0;padding:5px 10px;background:var(--accent);color:#fff;box-shadow:0 2px 6px rgba(0,0,0,.25)}
        .editing .tile-configure{display:block}
        dialog.configure-dialog{width:min(460px,94vw);max-height:88vh;border:0;border-radius:18px;padding:0;background:var(--panel);
          color:var(--panel-ink);box-shadow:0 20px 60px rgba(0,0,0,.35)}
        dialog.configure-dialog::backdrop{background:rgba(0,0,0,.35)}
        #configure-form{padding:6px 20px 20px}
        .config-fields{display:flex;flex-direction:column;gap:12px}
        .config-field{border:0;margin:0;padding:12px;border-radius:12px;background:rgba(127,127,127,.12);display:flex;flex-direction:column;gap:8px}
        .config-field[hidden]{display:none}
        .config-field legend{float:left;font-weight:600;font-size:14px;padding:0;margin-bottom:6px}
        .config-help{margin:0;font-size:12px;color:var(--muted)}
        .config-picker{display:flex;flex-direction:column;gap:4px}
        .config-field input,.config-field select{font:inherit;font-size:14px;border-radius:8px;border:1px solid rgba(128,128,128,.35);
          padding:6px 8px;background:rgba(255,255,255,.9);color:#1c1c1e}
        .config-field input[type=checkbox]{width:22px;height:22px;align-self:flex-start}
        .config-error{color:#d70015;font-size:13px;min-height:1em;margin:10px 0 0}
        .config-buttons{display:flex;justify-content:flex-end;gap:8px;margin-top:12px}
        .config-buttons button{font:inherit;font-size:14px;border-radius:8px;border:1px solid rgba(128,128,128,.35);padding:6px 14px;
          background:rgba(255,255,255,.85);color:#1c1c1e}
        .config-buttons button.primary{background:var(--accent);color:#fff;border-color:transparent;font-weight:600}
        .lock-screen[hidden]{display:none}
        .lock-activities{flex:0 0 100%;display:flex;flex-direction:column;align-items:center;gap:12px}
        .lock-activities:empty{display:none}
        .lock-activity{line-height:0}
        .lock-activity .wk-widget{border-radius:24px;backdrop-filter:blur(24px);-webkit-backdrop-filter:blur(24px)}
        .lock-activity .variant-light .wk-widget{background:rgba(246,246,250,.9)}
        .lock-activity .variant-dark .wk-widget{background:rgba(28,28,30,.6)}
        .island-area{position:relative;height:52px;z-index:15}
        .island-area:has(.dynamic-island[data-mode="none"]){height:0}
        .dynamic-island{position:absolute;top:10px;left:50%;transform:translateX(-50%);display:flex;gap:8px;align-items:flex-start}
        .dynamic-island[data-mode="none"]{display:none}
        .island-bubble{position:relative;flex:none;overflow:hidden;background:#000;color:#fff;cursor:pointer;line-height:0;
          width:var(--rest-w);height:var(--rest-h);border-radius:calc(var(--rest-h) / 2);
          transition:width .5s cubic-bezier(.32,1.32,.5,1),height .5s cubic-bezier(.32,1.32,.5,1),
            border-radius .42s cubic-bezier(.32,1.1,.5,1),box-shadow .3s ease}
        .island-bubble.expanded{width:var(--open-w);height:var(--open-h);border-radius:44px;cursor:default;
          box-shadow:0 14px 40px rgba(0,0,0,.45)}
        .island-rest,.island-open{position:absolute;top:0;transition:opacity .22s ease}
        .island-rest{left:0}
        .island-compact .island-rest,.island-open{left:50%;transform:translateX(-50%)}
        .island-open{opacity:0;pointer-events:none}
        .island-bubble.expanded .island-open{opacity:1;pointer-events:auto;transition-delay:.08s}
        .island-bubble.expanded .island-rest{opacity:0;pointer-events:none;transition-duration:.12s}
        .dynamic-island[data-expanded] .island-bubble:not(.expanded){display:none}
        .island-bubble:focus-visible{outline:3px solid var(--accent);outline-offset:3px}
        @media (prefers-reduced-motion: reduce){.island-bubble,.island-rest,.island-open{transition:none}}
        .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}

        """
}
