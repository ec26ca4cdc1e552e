// Progressive enhancement: a "Copy" button beside each ready-to-copy block of "How to connect".
// Without JavaScript (or without the Clipboard API) the blocks stay plain, selectable text.
for (const figure of document.querySelectorAll(".connect-block")) {
  const code = figure.querySelector("pre code");
  if (!code || !navigator.clipboard) continue;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "copy";
  button.textContent = "Copy";
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(code.textContent);
      button.textContent = "Copied";
    } catch {
      button.textContent = "Select and copy";
    }
  });
  figure.querySelector("figcaption")?.append(" ", button);
}
