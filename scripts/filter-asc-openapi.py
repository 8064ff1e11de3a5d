#!/usr/bin/env python3
"""Filter Apple's App Store Connect OpenAPI document to what the sync uses.

Usage: scripts/filter-asc-openapi.py SOURCE.json OUTPUT.json

Keeps the operations listed in OPERATIONS, the schemas they reference
(transitively) and the security scheme. Two prunings keep the generated code
small, and neither changes what a request or response means:
- query parameters the toolkit never sends are dropped (SENT_QUERY lists
  the ones it sends; path parameters are always kept);
- a response's `included` list keeps only the resource types the `include`
  values the toolkit sends can return (INCLUDED), since no other can appear.
A few resources and requests (SLIM) keep only the attributes and
relationships the sync reads or sends. Operations keep their success answers
only: every error status is read by the client's middleware as an
ErrorResponse (kept) before the generated code sees it. A third pruning drops schema properties the document marks deprecated
(the old v1 relationships of a Game Center detail): the
sync never sends or reads them, the generated decoders ignore keys they do
not know, and their deprecation marks made the generated code warn. The
detail's `challengeEnabled` is kept without its mark (KEPT_DEPRECATED):
deprecated, yet the only switch the API has for the app's challenges.
A fourth change makes decoding tolerant where Apple adds values over time:
- a response date App Store Connect writes in more than one form
  (STRING_DATES) becomes a plain string the sync parses;
- the state enums and leaderboards' option enums (OPEN_ENUMS) become plain strings with the
  document's values kept under `x-known-values`, so a state newer than this
  document decodes (and the sync treats it as one it does not know) instead
  of failing the whole answer; Apple has added such values before.
Everything else is byte for byte as Apple wrote it. The script records the source's version and SHA-256 under `info.x-filtered-from`, so the
filtered document can be traced to Apple's and regenerated (`--check` compares
instead of writing).
"""
import hashlib
import json
import sys

# (method, path): every request the toolkit sends, per Game Center resource
# kind (each kind of the v2 API is resource → versions → localizations →
# image; a new kind adds its list here). v2 endpoints only; the v1 ones are
# deprecated in the document.
OPERATIONS_BY_KIND = {
    # The app's Game Center detail, which every kind hangs from.
    "detail": [
        ("get", "/v1/apps/{id}/gameCenterDetail"),
        ("post", "/v1/gameCenterDetails"),
        # The app's default leaderboard (a grouped app's: its group's).
        ("patch", "/v1/gameCenterDetails/{id}"),
    ],
    "achievements": [
        ("get", "/v1/gameCenterDetails/{id}/gameCenterAchievementsV2"),
        # A grouped app's achievements live on its Game Center group.
        ("get", "/v1/gameCenterGroups/{id}/gameCenterAchievementsV2"),
        # The order players see.
        ("patch", "/v1/gameCenterDetails/{id}/relationships/gameCenterAchievementsV2"),
        ("patch", "/v1/gameCenterGroups/{id}/relationships/gameCenterAchievementsV2"),
    ],
    # Whether Game Center is enabled for the app version being prepared.
    "app versions": [
        ("get", "/v1/gameCenterDetails/{id}/gameCenterAppVersions"),
    ],
    "achievement resources": [
        ("post", "/v2/gameCenterAchievements"),
        ("get", "/v2/gameCenterAchievements/{id}"),
        ("patch", "/v2/gameCenterAchievements/{id}"),
        # Only for a retired draft that never went live, with --prune-drafts.
        ("delete", "/v2/gameCenterAchievements/{id}"),
        ("get", "/v2/gameCenterAchievements/{id}/versions"),
        ("post", "/v2/gameCenterAchievementVersions"),
        ("get", "/v2/gameCenterAchievementVersions/{id}/localizations"),
        ("post", "/v2/gameCenterAchievementLocalizations"),
        ("patch", "/v2/gameCenterAchievementLocalizations/{id}"),
        ("get", "/v2/gameCenterAchievementLocalizations/{id}/image"),
        ("post", "/v2/gameCenterAchievementImages"),
        ("get", "/v2/gameCenterAchievementImages/{id}"),
        ("patch", "/v2/gameCenterAchievementImages/{id}"),
        # Only to replace a changed image: a localization holds one image.
        ("delete", "/v2/gameCenterAchievementImages/{id}"),
    ],
    "leaderboards": [
        ("get", "/v1/gameCenterDetails/{id}/gameCenterLeaderboardsV2"),
        ("get", "/v1/gameCenterGroups/{id}/gameCenterLeaderboardsV2"),
        ("patch", "/v1/gameCenterDetails/{id}/relationships/gameCenterLeaderboardsV2"),
        ("patch", "/v1/gameCenterGroups/{id}/relationships/gameCenterLeaderboardsV2"),
        ("post", "/v2/gameCenterLeaderboards"),
        ("patch", "/v2/gameCenterLeaderboards/{id}"),
        ("delete", "/v2/gameCenterLeaderboards/{id}"),
        ("get", "/v2/gameCenterLeaderboards/{id}/versions"),
        ("post", "/v2/gameCenterLeaderboardVersions"),
        ("get", "/v2/gameCenterLeaderboardVersions/{id}/localizations"),
        ("post", "/v2/gameCenterLeaderboardLocalizations"),
        ("patch", "/v2/gameCenterLeaderboardLocalizations/{id}"),
        ("post", "/v2/gameCenterLeaderboardImages"),
        ("get", "/v2/gameCenterLeaderboardImages/{id}"),
        ("patch", "/v2/gameCenterLeaderboardImages/{id}"),
        ("delete", "/v2/gameCenterLeaderboardImages/{id}"),
    ],
    # A set's leaderboards are a relationship: read with the set list
    # (`include=gameCenterLeaderboards`, at most 50 each; the related list
    # only past that), replaced as a whole.
    "leaderboard sets": [
        ("get", "/v1/gameCenterDetails/{id}/gameCenterLeaderboardSetsV2"),
        ("get", "/v1/gameCenterGroups/{id}/gameCenterLeaderboardSetsV2"),
        ("patch", "/v1/gameCenterDetails/{id}/relationships/gameCenterLeaderboardSetsV2"),
        ("patch", "/v1/gameCenterGroups/{id}/relationships/gameCenterLeaderboardSetsV2"),
        ("post", "/v2/gameCenterLeaderboardSets"),
        ("patch", "/v2/gameCenterLeaderboardSets/{id}"),
        ("delete", "/v2/gameCenterLeaderboardSets/{id}"),
        ("get", "/v2/gameCenterLeaderboardSets/{id}/versions"),
        ("get", "/v2/gameCenterLeaderboardSets/{id}/gameCenterLeaderboards"),
        ("patch", "/v2/gameCenterLeaderboardSets/{id}/relationships/gameCenterLeaderboards"),
        ("post", "/v2/gameCenterLeaderboardSetVersions"),
        ("get", "/v2/gameCenterLeaderboardSetVersions/{id}/localizations"),
        ("post", "/v2/gameCenterLeaderboardSetLocalizations"),
        ("patch", "/v2/gameCenterLeaderboardSetLocalizations/{id}"),
        ("post", "/v2/gameCenterLeaderboardSetImages"),
        ("get", "/v2/gameCenterLeaderboardSetImages/{id}"),
        ("patch", "/v2/gameCenterLeaderboardSetImages/{id}"),
        ("delete", "/v2/gameCenterLeaderboardSetImages/{id}"),
    ],
    # Activities and challenges are v1 resources with the same shape
    # (resource → versions → localizations → image; a version's default
    # image and an activity's fallback URL sit on the version). An
    # activity's achievements and leaderboards are read with the list
    # (`include`, at most 50 each: 4.4.1 has no related list) and changed
    # by adding and removing; a challenge's leaderboard is set with it.
    "activities": [
        ("get", "/v1/gameCenterDetails/{id}/gameCenterActivities"),
        ("get", "/v1/gameCenterGroups/{id}/gameCenterActivities"),
        ("post", "/v1/gameCenterActivities"),
        ("get", "/v1/gameCenterActivities/{id}"),
        ("patch", "/v1/gameCenterActivities/{id}"),
        ("delete", "/v1/gameCenterActivities/{id}"),
        ("post", "/v1/gameCenterActivities/{id}/relationships/achievementsV2"),
        ("delete", "/v1/gameCenterActivities/{id}/relationships/achievementsV2"),
        ("post", "/v1/gameCenterActivities/{id}/relationships/leaderboardsV2"),
        ("delete", "/v1/gameCenterActivities/{id}/relationships/leaderboardsV2"),
        ("get", "/v1/gameCenterActivities/{id}/versions"),
        ("post", "/v1/gameCenterActivityVersions"),
        ("get", "/v1/gameCenterActivityVersions/{id}"),
        ("patch", "/v1/gameCenterActivityVersions/{id}"),
        ("get", "/v1/gameCenterActivityVersions/{id}/localizations"),
        ("post", "/v1/gameCenterActivityLocalizations"),
        ("patch", "/v1/gameCenterActivityLocalizations/{id}"),
        ("post", "/v1/gameCenterActivityImages"),
        ("get", "/v1/gameCenterActivityImages/{id}"),
        ("patch", "/v1/gameCenterActivityImages/{id}"),
        ("delete", "/v1/gameCenterActivityImages/{id}"),
    ],
    "challenges": [
        ("get", "/v1/gameCenterDetails/{id}/gameCenterChallenges"),
        ("get", "/v1/gameCenterGroups/{id}/gameCenterChallenges"),
        ("post", "/v1/gameCenterChallenges"),
        ("patch", "/v1/gameCenterChallenges/{id}"),
        ("delete", "/v1/gameCenterChallenges/{id}"),
        ("get", "/v1/gameCenterChallenges/{id}/versions"),
        ("post", "/v1/gameCenterChallengeVersions"),
        ("get", "/v1/gameCenterChallengeVersions/{id}"),
        ("get", "/v1/gameCenterChallengeVersions/{id}/localizations"),
        ("post", "/v1/gameCenterChallengeLocalizations"),
        ("patch", "/v1/gameCenterChallengeLocalizations/{id}"),
        ("post", "/v1/gameCenterChallengeImages"),
        ("get", "/v1/gameCenterChallengeImages/{id}"),
        ("patch", "/v1/gameCenterChallengeImages/{id}"),
        ("delete", "/v1/gameCenterChallengeImages/{id}"),
    ],
    # `asc submit`: a review submission holding the versions to review.
    "review submissions": [
        ("post", "/v1/reviewSubmissions"),
        ("patch", "/v1/reviewSubmissions/{id}"),
        ("post", "/v1/reviewSubmissionItems"),
        # The app's open submissions for the platform, and what a draft
        # holds: a draft left by a failed run is reused, another's named.
        ("get", "/v1/reviewSubmissions"),
        ("get", "/v1/reviewSubmissions/{id}/items"),
    ],
}
OPERATIONS = [operation for operations in OPERATIONS_BY_KIND.values() for operation in operations]


# Schemas kept though no kept operation names them: the client decodes
# every error answer's body as an ErrorResponse itself.
KEPT_SCHEMAS = ["ErrorResponse"]

# Query parameters sent, per (method, path).
SENT_QUERY = {
    ("get", "/v1/apps/{id}/gameCenterDetail"): ["include"],
    ("get", "/v1/gameCenterDetails/{id}/gameCenterAchievementsV2"): ["limit", "include", "limit[versions]"],
    ("get", "/v1/gameCenterGroups/{id}/gameCenterAchievementsV2"): ["limit", "include", "limit[versions]"],
    ("get", "/v1/gameCenterDetails/{id}/gameCenterAppVersions"): ["limit", "include"],
    ("get", "/v2/gameCenterAchievements/{id}/versions"): ["limit"],
    ("get", "/v2/gameCenterAchievementVersions/{id}/localizations"): ["limit", "include"],
    ("get", "/v1/gameCenterDetails/{id}/gameCenterLeaderboardsV2"): ["limit", "include", "limit[versions]"],
    ("get", "/v1/gameCenterGroups/{id}/gameCenterLeaderboardsV2"): ["limit", "include", "limit[versions]"],
    ("get", "/v2/gameCenterLeaderboards/{id}/versions"): ["limit"],
    ("get", "/v2/gameCenterLeaderboardVersions/{id}/localizations"): ["limit", "include"],
    ("get", "/v1/gameCenterDetails/{id}/gameCenterLeaderboardSetsV2"): ["limit", "include", "limit[versions]", "limit[gameCenterLeaderboards]"],
    ("get", "/v1/gameCenterGroups/{id}/gameCenterLeaderboardSetsV2"): ["limit", "include", "limit[versions]", "limit[gameCenterLeaderboards]"],
    ("get", "/v2/gameCenterLeaderboardSets/{id}/versions"): ["limit"],
    ("get", "/v2/gameCenterLeaderboardSets/{id}/gameCenterLeaderboards"): ["limit"],
    ("get", "/v2/gameCenterLeaderboardSetVersions/{id}/localizations"): ["limit", "include"],
    ("get", "/v1/gameCenterDetails/{id}/gameCenterActivities"): ["limit", "include", "limit[versions]", "limit[achievementsV2]", "limit[leaderboardsV2]"],
    ("get", "/v1/gameCenterGroups/{id}/gameCenterActivities"): ["limit", "include", "limit[versions]", "limit[achievementsV2]", "limit[leaderboardsV2]"],
    ("get", "/v1/gameCenterActivities/{id}"): ["include", "limit[achievementsV2]", "limit[leaderboardsV2]"],
    ("get", "/v1/gameCenterActivities/{id}/versions"): ["limit", "include"],
    ("get", "/v1/gameCenterActivityVersions/{id}/localizations"): ["limit", "include"],
    ("get", "/v1/gameCenterActivityVersions/{id}"): ["include"],
    ("get", "/v1/gameCenterChallengeVersions/{id}"): ["include"],
    ("get", "/v1/gameCenterDetails/{id}/gameCenterChallenges"): ["limit", "include", "limit[versions]"],
    ("get", "/v1/gameCenterGroups/{id}/gameCenterChallenges"): ["limit", "include", "limit[versions]"],
    ("get", "/v1/gameCenterChallenges/{id}/versions"): ["limit", "include"],
    ("get", "/v1/gameCenterChallengeVersions/{id}/localizations"): ["limit", "include"],
    ("get", "/v1/reviewSubmissions"): ["filter[app]", "filter[platform]", "filter[state]", "limit"],
    ("get", "/v1/reviewSubmissions/{id}/items"): ["limit", "include"],
}

# The `include` values sent, per (method, path).
SENT_INCLUDE = {
    ("get", "/v1/apps/{id}/gameCenterDetail"): ["gameCenterGroup", "defaultLeaderboardV2", "defaultGroupLeaderboardV2"],
    ("get", "/v1/gameCenterDetails/{id}/gameCenterAchievementsV2"): ["versions"],
    ("get", "/v1/gameCenterGroups/{id}/gameCenterAchievementsV2"): ["versions"],
    ("get", "/v1/gameCenterDetails/{id}/gameCenterAppVersions"): ["appStoreVersion"],
    ("get", "/v2/gameCenterAchievementVersions/{id}/localizations"): ["image"],
    ("get", "/v1/gameCenterDetails/{id}/gameCenterLeaderboardsV2"): ["versions"],
    ("get", "/v1/gameCenterGroups/{id}/gameCenterLeaderboardsV2"): ["versions"],
    ("get", "/v2/gameCenterLeaderboardVersions/{id}/localizations"): ["image"],
    ("get", "/v1/gameCenterDetails/{id}/gameCenterLeaderboardSetsV2"): ["gameCenterLeaderboards", "versions"],
    ("get", "/v1/gameCenterGroups/{id}/gameCenterLeaderboardSetsV2"): ["gameCenterLeaderboards", "versions"],
    ("get", "/v2/gameCenterLeaderboardSetVersions/{id}/localizations"): ["image"],
    ("get", "/v1/gameCenterDetails/{id}/gameCenterActivities"): ["achievementsV2", "leaderboardsV2", "versions"],
    ("get", "/v1/gameCenterGroups/{id}/gameCenterActivities"): ["achievementsV2", "leaderboardsV2", "versions"],
    ("get", "/v1/gameCenterActivities/{id}"): ["achievementsV2", "leaderboardsV2"],
    ("get", "/v1/gameCenterActivities/{id}/versions"): ["defaultImage"],
    ("get", "/v1/gameCenterActivityVersions/{id}/localizations"): ["image"],
    # A version's default image (an activity's, a challenge's).
    ("get", "/v1/gameCenterActivityVersions/{id}"): ["defaultImage"],
    ("get", "/v1/gameCenterChallengeVersions/{id}"): ["defaultImage"],
    ("get", "/v1/gameCenterDetails/{id}/gameCenterChallenges"): ["leaderboardV2", "versions"],
    ("get", "/v1/gameCenterGroups/{id}/gameCenterChallenges"): ["leaderboardV2", "versions"],
    ("get", "/v1/gameCenterChallenges/{id}/versions"): ["defaultImage"],
    ("get", "/v1/gameCenterChallengeVersions/{id}/localizations"): ["image"],
    # Only for the linkage: an item naming none of these holds something else (an app version, say).
    ("get", "/v1/reviewSubmissions/{id}/items"): ["gameCenterAchievementVersion", "gameCenterLeaderboardVersion", "gameCenterLeaderboardSetVersion",
                                                  "gameCenterActivityVersion", "gameCenterChallengeVersion"],
}

# Response schemas with an `included` list, and the types kept in it.
INCLUDED = {
    "GameCenterAchievementLocalizationsV2Response": ["GameCenterAchievementImageV2"],
    "GameCenterDetailResponse": ["GameCenterGroup", "GameCenterLeaderboard"],
    "GameCenterAchievementsV2Response": ["GameCenterAchievementVersionV2"],
    "GameCenterAppVersionsResponse": ["AppStoreVersion"],
    "GameCenterLeaderboardsV2Response": ["GameCenterLeaderboardVersionV2"],
    "GameCenterLeaderboardLocalizationsV2Response": ["GameCenterLeaderboardImageV2"],
    "GameCenterLeaderboardSetsV2Response": ["GameCenterLeaderboardV2", "GameCenterLeaderboardSetVersionV2"],
    "GameCenterLeaderboardSetLocalizationsV2Response": ["GameCenterLeaderboardSetImageV2"],
    "GameCenterActivitiesResponse": ["GameCenterAchievement", "GameCenterActivityVersion", "GameCenterLeaderboard"],
    "GameCenterActivityResponse": ["GameCenterAchievement", "GameCenterLeaderboard"],
    "GameCenterActivityVersionsResponse": ["GameCenterActivityImage"],
    "GameCenterActivityLocalizationsResponse": ["GameCenterActivityImage"],
    "GameCenterActivityVersionResponse": ["GameCenterActivityImage"],
    "GameCenterChallengeVersionResponse": ["GameCenterChallengeImage"],
    "GameCenterChallengesResponse": ["GameCenterChallengeVersion", "GameCenterLeaderboard"],
    "GameCenterChallengeVersionsResponse": ["GameCenterChallengeImage"],
    "GameCenterChallengeLocalizationsResponse": ["GameCenterChallengeImage"],
}

# Deprecated v1 resources that v1 lists still include (an activity's
# achievements and leaderboards, a challenge's leaderboard): read for their
# vendor identifiers only, so their deprecation mark is dropped (it made the
# generated code warn; the sync never requests them on their own).
INCLUDED_DEPRECATED = ["GameCenterAchievement", "GameCenterLeaderboard"]

# Resources and requests the sync uses only a few attributes and
# relationships of, cut to those (the generated decoders ignore the keys
# they drop; a request never needs the optional ones it does not send).
# Each: schema name -> (attributes kept, relationships kept).
SLIM = {
    "AppStoreVersion": (["versionString", "appVersionState", "platform"], []),
    "GameCenterDetail": (["challengeEnabled"], ["gameCenterGroup", "defaultLeaderboardV2", "defaultGroupLeaderboardV2"]),
    "GameCenterDetailUpdateRequest": (["challengeEnabled"], ["defaultLeaderboardV2", "defaultGroupLeaderboardV2"]),
    "GameCenterGroup": (["referenceName"], []),
    "ReviewSubmission": (["state", "platform", "submittedDate"], []),
    "ReviewSubmissionItem": (["state"], ["gameCenterAchievementVersion", "gameCenterLeaderboardVersion", "gameCenterLeaderboardSetVersion",
                                         "gameCenterActivityVersion", "gameCenterChallengeVersion"]),
    "ReviewSubmissionItemCreateRequest": ([], ["reviewSubmission", "gameCenterAchievementVersion", "gameCenterLeaderboardVersion",
                                                "gameCenterLeaderboardSetVersion", "gameCenterActivityVersion", "gameCenterChallengeVersion"]),
    # Leaderboards without Game Center activities and challenges (their
    # activity properties kept: the catalog holds them).
    "GameCenterLeaderboardV2": (["activityProperties", "defaultFormatter", "referenceName", "vendorIdentifier", "submissionType", "scoreSortType",
                                 "scoreRangeStart", "scoreRangeEnd", "recurrenceStartDate", "recurrenceDuration",
                                 "recurrenceRule", "archived", "visibility"], ["versions"]),
    "GameCenterLeaderboardV2CreateRequest": (["activityProperties", "defaultFormatter", "referenceName", "vendorIdentifier", "submissionType",
                                              "scoreSortType", "scoreRangeStart", "scoreRangeEnd", "recurrenceStartDate",
                                              "recurrenceDuration", "recurrenceRule", "visibility"],
                                             ["gameCenterDetail", "gameCenterGroup", "gameCenterLeaderboardSets", "versions"]),
    "GameCenterLeaderboardV2UpdateRequest": (["activityProperties", "defaultFormatter", "referenceName", "submissionType", "scoreSortType",
                                              "scoreRangeStart", "scoreRangeEnd", "recurrenceStartDate",
                                              "recurrenceDuration", "recurrenceRule", "archived", "visibility"], []),
    # An activity's and a challenge's linked achievements and leaderboards
    # are read for their IDs only (the v1 schemas the lists include).
    "GameCenterAchievement": (["vendorIdentifier"], []),
    "GameCenterLeaderboard": (["vendorIdentifier"], []),
    "GameCenterActivity": (["referenceName", "vendorIdentifier", "playStyle", "minimumPlayersCount", "maximumPlayersCount",
                            "supportsPartyCode", "archived", "properties"], ["achievementsV2", "leaderboardsV2", "versions"]),
    "GameCenterActivityVersion": (["version", "state", "fallbackUrl"], ["localizations", "defaultImage"]),
    "GameCenterChallenge": (["referenceName", "vendorIdentifier", "archived", "challengeType", "repeatable"], ["versions", "leaderboardV2"]),
    "GameCenterChallengeVersion": (["version", "state"], ["localizations", "defaultImage"]),
    "GameCenterLeaderboardSetV2": (["referenceName", "vendorIdentifier"], ["gameCenterLeaderboards", "versions"]),
    "GameCenterLeaderboardSetV2CreateRequest": (["referenceName", "vendorIdentifier"],
                                                ["gameCenterDetail", "gameCenterGroup", "gameCenterLeaderboards", "versions"]),
}


def pruned_operation(key, operation):
    operation = json.loads(json.dumps(operation))
    sent = SENT_QUERY.get(key, [])
    operation["parameters"] = [
        p for p in operation.get("parameters", []) if p.get("in") != "query" or p["name"] in sent
    ]
    for p in operation["parameters"]:
        if p["name"] == "include":
            p["schema"]["items"]["enum"] = SENT_INCLUDE[key]
    if not operation["parameters"]:
        del operation["parameters"]
    # Error answers (4xx) never reach the generated code: the client's
    # middleware reads every status from 400 on as an ErrorResponse first
    # (RetryMiddleware), and the simulator writes its refusals the same way.
    operation["responses"] = {code: answer for code, answer in operation["responses"].items() if not code.startswith(("4", "5"))}
    return operation


# (schema, property or None): enums that only ever come back from App Store
# Connect, opened to strings.
OPEN_ENUMS = [
    ("GameCenterVersionState", None),
    ("AppMediaAssetState", "state"),
    ("AppVersionState", None),
    ("Platform", None),
    # Leaderboards' formats and options: a value newer than this document
    # reads as one the catalog cannot hold (a planned change), and a pull
    # names it, instead of the whole list failing to decode. Requests send
    # only the catalog's values, which the rules checked.
    ("GameCenterLeaderboardFormatter", None),
    ("GameCenterLeaderboardV2", "attributes.submissionType"),
    ("GameCenterLeaderboardV2", "attributes.scoreSortType"),
    ("GameCenterLeaderboardV2", "attributes.visibility"),
    # An activity's play style and a challenge's type, for the same reason.
    ("GameCenterActivity", "attributes.playStyle"),
    ("GameCenterChallenge", "attributes.challengeType"),
]

# (schema, property path): response dates read as plain strings, which the
# sync parses itself: App Store Connect writes some dates with milliseconds
# and some without, and one the generated decoder could not read would fail
# the whole list (requests still send dates as the document says).
STRING_DATES = [
    ("GameCenterLeaderboardV2", "attributes.recurrenceStartDate"),
]


def slimmed(name, schema):
    if name not in SLIM:
        return schema
    attributes, relationships = SLIM[name]
    schema = json.loads(json.dumps(schema))
    holder = schema["properties"]
    if "data" in holder and "attributes" not in holder:
        holder = holder["data"]["properties"]
    for part, kept in (("attributes", attributes), ("relationships", relationships)):
        if part not in holder:
            continue
        if not kept:
            del holder[part]
            continue
        holder[part]["properties"] = {k: v for k, v in holder[part]["properties"].items() if k in kept}
        if "required" in holder[part]:
            holder[part]["required"] = [r for r in holder[part]["required"] if r in kept]
    return schema


# Deprecated properties the sync still reads and sends, kept without their
# mark (which made the generated code warn): schema name -> property names.
KEPT_DEPRECATED = {
    "GameCenterDetail": ["challengeEnabled"],
    "GameCenterDetailUpdateRequest": ["challengeEnabled"],
}


def kept_deprecated(name, node):
    if isinstance(node, dict):
        properties = node.get("properties")
        if isinstance(properties, dict):
            for key in KEPT_DEPRECATED.get(name, []):
                if isinstance(properties.get(key), dict):
                    properties[key].pop("deprecated", None)
        for value in node.values():
            kept_deprecated(name, value)
    elif isinstance(node, list):
        for value in node:
            kept_deprecated(name, value)
    return node


def without_deprecated(node):
    if isinstance(node, dict):
        properties = node.get("properties")
        if isinstance(properties, dict):
            for key in [k for k, v in properties.items() if isinstance(v, dict) and v.get("deprecated") is True]:
                del properties[key]
            if "required" in node:
                node["required"] = [r for r in node["required"] if r in properties]
        for value in node.values():
            without_deprecated(value)
    elif isinstance(node, list):
        for value in node:
            without_deprecated(value)
    return node


def opened(name, schema):
    for schema_name, prop in STRING_DATES:
        if schema_name != name:
            continue
        schema = json.loads(json.dumps(schema))
        target = schema
        for part in prop.split("."):
            target = target["properties"][part]
        target.pop("format", None)
    for schema_name, prop in OPEN_ENUMS:
        if schema_name != name:
            continue
        schema = json.loads(json.dumps(schema))
        target = schema
        for part in [] if prop is None else prop.split("."):
            target = target["properties"][part]
        target["x-known-values"] = target.pop("enum")
    return schema


def pruned_schema(name, schema):
    included = schema.get("properties", {}).get("included")
    if included is None or not name.endswith("Response"):
        return schema
    schema = json.loads(json.dumps(schema))
    kept = INCLUDED.get(name, [])
    if not kept:
        del schema["properties"]["included"]
        return schema
    items = schema["properties"]["included"]["items"]
    refs = ["#/components/schemas/" + k for k in kept]
    if len(refs) == 1:
        schema["properties"]["included"]["items"] = {"$ref": refs[0]}
    else:
        items["oneOf"] = [{"$ref": r} for r in refs]
        mapping = items["discriminator"]["mapping"]
        items["discriminator"]["mapping"] = {k: v for k, v in mapping.items() if v in refs}
    return schema


def references(node, found):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                found.add(value)
            else:
                references(value, found)
    elif isinstance(node, list):
        for value in node:
            references(value, found)


def resolve(document, ref):
    node = document
    for part in ref.lstrip("#/").split("/"):
        node = node[part]
    return node


def filtered(source_bytes):
    document = json.loads(source_bytes)
    paths = {}
    for method, path in OPERATIONS:
        operation = pruned_operation((method, path), document["paths"][path][method])
        paths.setdefault(path, {})[method] = operation
        shared = document["paths"][path].get("parameters")
        if shared is not None:
            paths[path]["parameters"] = shared
    pending = {"#/components/schemas/" + name for name in KEPT_SCHEMAS}
    references(paths, pending)
    seen = set()
    while pending:
        ref = pending.pop()
        if ref in seen:
            continue
        seen.add(ref)
        more = set()
        references(slimmed(ref.split("/")[-1], pruned_schema(ref.split("/")[-1], resolve(document, ref))), more)
        pending |= more - seen
    schemas = {}
    for ref in sorted(seen):
        prefix = "#/components/schemas/"
        if not ref.startswith(prefix):
            raise SystemExit(f"unexpected reference {ref}")
        name = ref[len(prefix):]
        schemas[name] = without_deprecated(kept_deprecated(name, opened(name, slimmed(name, json.loads(json.dumps(
            pruned_schema(name, document["components"]["schemas"][name])))))))
        if name in INCLUDED_DEPRECATED:
            schemas[name].pop("deprecated", None)
    info = dict(document["info"])
    info["x-filtered-from"] = {
        "file": "app_store_connect_api-4.4.1.json",
        "version": document["info"]["version"],
        "sha256": hashlib.sha256(source_bytes).hexdigest(),
        "operations": [f"{m.upper()} {p}" for m, p in OPERATIONS],
        "by": "scripts/filter-asc-openapi.py",
    }
    result = {
        "openapi": document["openapi"],
        "info": info,
        "servers": document.get("servers", []),
        "paths": paths,
        "components": {
            "securitySchemes": document["components"]["securitySchemes"],
            "schemas": schemas,
        },
        "security": document.get("security", []),
    }
    return json.dumps(result, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    if len(args) != 2:
        raise SystemExit(__doc__)
    with open(args[0], "rb") as handle:
        text = filtered(handle.read())
    if check:
        with open(args[1], encoding="utf-8") as handle:
            if handle.read() != text:
                raise SystemExit(f"{args[1]} is stale: run scripts/filter-asc-openapi.py {args[0]} {args[1]}")
        return
    with open(args[1], "w", encoding="utf-8") as handle:
        handle.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
