// Progressive enhancement: a "Copy" button beside each ready-to-copy block of "How to connect".
// Without JavaScript (or without the Clipboard API) the blocks stay plain, selectable text.
// A page has several: each button's name says which block it copies (its caption and its option's
// heading), and what happened ("Copied") is said once through a polite live region; the button reads
// "Copy" again COPIED_MS later, ready for the next copy.
const COPIED_MS = 2000;
const blocks = navigator.clipboard ? [...document.querySelectorAll(".connect-block")] : [];
let announcer = null;
if (blocks.length) {
  announcer = document.createElement("p");
  announcer.className = "visually-hidden";
  announcer.setAttribute("role", "status");
  announcer.setAttribute("aria-live", "polite");
  (document.querySelector(".connect") || document.body).append(announcer);
}

function announce(text) {
  if (!announcer) return;
  // Emptied first, so that copying the same block twice is said twice.
  announcer.textContent = "";
  setTimeout(() => (announcer.textContent = text), 100);
}

for (const figure of blocks) {
  const code = figure.querySelector("pre code");
  const caption = figure.querySelector("figcaption");
  if (!code) continue;
  const option = figure.closest(".connect-option")?.querySelector("h3")?.textContent.trim();
  const block = [caption?.textContent.trim(), option].filter(Boolean).join(", ") || "this block";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "copy";
  const show = (words) => {
    button.textContent = words;
    button.setAttribute("aria-label", `${words}: ${block}`);
  };
  show("Copy");
  let reset = null;
  button.addEventListener("click", async () => {
    clearTimeout(reset);
    try {
      await navigator.clipboard.writeText(code.textContent);
      show("Copied");
      announce(`Copied: ${block}.`);
      reset = setTimeout(() => show("Copy"), COPIED_MS);
    } catch {
      show("Select and copy");
      announce(`Could not copy: select the text of ${block} and copy it.`);
    }
  });
  caption?.append(" ", button);
}
