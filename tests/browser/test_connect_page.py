"""How to connect in a real browser: copy buttons appear as an enhancement and copy the block's text."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from browser_support import Server

pytestmark = pytest.mark.browser

PAGE = "services/quiet-notes-mcp/index.html"


@pytest.fixture
def context(browser: Any, server: Server) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server.url.rstrip("/"))
    yield context
    context.close()


def test_each_config_block_gets_a_copy_button_that_copies_its_text(context: Any, server: Server) -> None:
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(server.url + PAGE)
    blocks = page.locator(".connect-block")
    page.wait_for_selector(".connect-block button.copy")
    assert page.locator(".connect-block button.copy").count() == blocks.count() > 0
    first = blocks.first
    first.locator("button.copy").click()
    page.wait_for_function("document.querySelector('.connect-block button.copy').textContent === 'Copied'")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == first.locator("pre code").inner_text()
    assert "Bearer <QUIET_NOTES_TOKEN>" in json.dumps(json.loads(copied))
    assert errors == []


def test_copy_buttons_are_told_apart_and_copied_is_announced(context: Any, server: Server) -> None:
    """A screen reader hears which block each "Copy" copies (caption and option), and "Copied" politely."""
    page = context.new_page()
    page.goto(server.url + PAGE)
    page.wait_for_selector(".connect-block button.copy")
    buttons = page.locator(".connect-block button.copy")
    names = buttons.evaluate_all("buttons => buttons.map(b => b.ariaLabel)")
    captions = page.eval_on_selector_all(
        ".connect-block figcaption",
        "captions => captions.map(c => [c.firstChild.textContent.trim(), c.closest('.connect-option')"
        ".querySelector('h3').textContent.trim()])",
    )
    assert names == [f"Copy: {caption}, {option}" for caption, option in captions]
    assert len(set(names)) == len(names) > 1
    region = page.locator(".connect [role=status][aria-live=polite]")
    assert region.count() == 1 and region.inner_text() == ""
    buttons.nth(1).click()
    block = f"{captions[1][0]}, {captions[1][1]}"
    said = "(text) => document.querySelector('.connect [role=status]').textContent === text"
    page.wait_for_function(said, arg=f"Copied: {block}.")
    assert buttons.nth(1).get_attribute("aria-label") == f"Copied: {block}"
    assert buttons.nth(1).inner_text() == "Copied"


def test_copied_reads_copy_again_two_seconds_later(context: Any, server: Server) -> None:
    """The button says "Copied", then "Copy" again (COPIED_MS, on the page's fake clock), name included."""
    page = context.new_page()
    page.clock.install()
    page.goto(server.url + PAGE)
    page.wait_for_selector(".connect-block button.copy")
    button = page.locator(".connect-block button.copy").first
    button.click()
    page.wait_for_function("document.querySelector('.connect-block button.copy').textContent === 'Copied'")
    page.clock.fast_forward(2_100)
    page.wait_for_function("document.querySelector('.connect-block button.copy').textContent === 'Copy'")
    assert (button.get_attribute("aria-label") or "").startswith("Copy: ")


def test_without_javascript_the_blocks_stay_plain_text(browser: Any, server: Server) -> None:
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(server.url + PAGE)
    assert page.locator(".connect-block pre code").count() > 0
    assert page.locator("button.copy").count() == 0
    context.close()
