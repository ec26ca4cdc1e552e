"""generatedAt: derived from the catalogue itself (or SOURCE_DATE_EPOCH), never from the clock."""

from __future__ import annotations

import re
from typing import Any

_DATE = re.compile(r"^([0-9]{4})-([0-9]{2})-([0-9]{2})")
EPOCH_DATE_TIME = "1970-01-01T00:00:00Z"
SECONDS_PER_DAY = 86_400
MONTHS = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)  # fmt: skip
_WHOLE_DATE = re.compile(r"^([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$")


def record_dates(record: dict[str, Any]) -> list[str]:
    """Every YYYY-MM-DD date a record carries (source, pricing and lifecycle evidence)."""
    found = [record.get("sourceCheckedAt")]
    pricing = record.get("pricing")
    if isinstance(pricing, dict):
        found.append(pricing.get("checkedAt"))
    lifecycle = record.get("registryLifecycle")
    if isinstance(lifecycle, dict) and isinstance(lifecycle.get("evidence"), dict):
        found.append(lifecycle["evidence"].get("checkedAt"))
    dates = []
    for value in found:
        match = _DATE.match(value) if isinstance(value, str) else None
        if match:
            dates.append(match.group(0))
    return dates


def human_date(value: object) -> str:
    """'2026-10-01' → '1 October 2026'; anything else unchanged ('' for None)."""
    if value is None:
        return ""
    match = _WHOLE_DATE.match(str(value))
    if not match:
        return str(value)
    year, month, day = (int(part) for part in match.groups())
    return f"{day} {MONTHS[month - 1]} {year}"


def generated_at(records: list[dict[str, Any]], source_date_epoch: int | None = None) -> str:
    """RFC 3339 date-time: the epoch's UTC time when given, else midnight UTC of the newest catalogue date."""
    if source_date_epoch is not None:
        return epoch_to_rfc3339(source_date_epoch)
    dates = [date for record in records if isinstance(record, dict) for date in record_dates(record)]
    if not dates:
        return EPOCH_DATE_TIME
    return max(dates) + "T00:00:00Z"


def epoch_to_rfc3339(seconds: int) -> str:
    """UTC RFC 3339 date-time of a Unix time (no datetime module: the engine reads no clock or zone data)."""
    if isinstance(seconds, bool) or not isinstance(seconds, int) or not 0 <= seconds < 253_402_300_800:
        raise ValueError("SOURCE_DATE_EPOCH must be an integer number of seconds from 0 to year 9999")
    days, rest = divmod(seconds, SECONDS_PER_DAY)
    year, month, day = civil_from_days(days)
    hour, rest = divmod(rest, 3600)
    minute, second = divmod(rest, 60)
    return f"{year:04d}-{month:02d}-{day:02d}T{hour:02d}:{minute:02d}:{second:02d}Z"


def civil_from_days(days: int) -> tuple[int, int, int]:
    """Proleptic Gregorian (year, month, day) of a day count from 1970-01-01 (H. Hinnant's algorithm)."""
    shifted = days + 719_468
    era = shifted // 146_097
    day_of_era = shifted - era * 146_097
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36_524 - day_of_era // 146_096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    month_index = (5 * day_of_year + 2) // 153
    day = day_of_year - (153 * month_index + 2) // 5 + 1
    month = month_index + 3 if month_index < 10 else month_index - 9
    year = year_of_era + era * 400 + (1 if month <= 2 else 0)
    return year, month, day
