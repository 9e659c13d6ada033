/* Generated from schemas/ by `npm run types`: do not edit. */

/** Every schema of schemas/, by `$id` (its file name): read by src/engine/core/schemas.ts. */
export const schemas: { readonly [id: string]: { $id: string; [keyword: string]: unknown } } = {
  "activity.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "activity.schema.json",
    "title": "ActivityState",
    "description": "The tenant's activity: what the other participants of its conversations do on their own, on the tenant's clock. The configuration in force, the actions pending (soonest first) and those that happened (newest first).",
    "type": "object",
    "required": [
      "active",
      "config",
      "pending",
      "pending_total",
      "happened",
      "happened_total",
      "skipped_total"
    ],
    "additionalProperties": false,
    "properties": {
      "active": {
        "type": "boolean",
        "description": "Whether a configuration is in force. Off: nothing is simulated."
      },
      "config": {
        "oneOf": [
          {
            "$ref": "#/$defs/config"
          },
          {
            "type": "null"
          }
        ],
        "description": "The configuration in force, its preset's rules written out and its defaults filled in; null when off."
      },
      "pending": {
        "type": "array",
        "maxItems": 500,
        "items": {
          "$ref": "#/$defs/action"
        },
        "description": "The 500 soonest pending actions, in the order they will happen."
      },
      "pending_total": {
        "type": "integer",
        "minimum": 0
      },
      "happened": {
        "type": "array",
        "maxItems": 500,
        "items": {
          "$ref": "#/$defs/action"
        },
        "description": "The last 500 actions that happened or were cancelled, newest first."
      },
      "happened_total": {
        "type": "integer",
        "minimum": 0,
        "description": "Actions that happened or were cancelled since the last reset."
      },
      "skipped_total": {
        "type": "integer",
        "minimum": 0,
        "description": "Actions a rule did not schedule because 100,000 were already pending."
      }
    },
    "$defs": {
      "preset": {
        "title": "ActivityPreset",
        "enum": [
          "replies",
          "read-receipts",
          "lively",
          "demo"
        ],
        "description": "replies: someone answers every message after 5 to 60 s. read-receipts: it is read after 2 to 30 s. lively: read (90%, 2-30 s), answered (60%, 5-60 s), reacted to (30%, 5-60 s), and someone writes in one of your conversations every 5 minutes. demo: lively at ten times the pace, for watching."
      },
      "seed": {
        "type": "integer",
        "minimum": 0,
        "maximum": 4294967295,
        "description": "Makes the draws (who, whether, when) and the generated texts repeat. Default: the server's --seed, else 1."
      },
      "seconds": {
        "type": "integer",
        "minimum": 0,
        "maximum": 31536000
      },
      "rule": {
        "title": "ActivityRule",
        "description": "reply, react, read: what the other participants do after a client sends a message (POST /v1/messages) in a conversation the rule covers; one of them (at random in a group) does it with the probability, after a delay drawn between min and max. send: one of them writes a message of their own every `every` seconds in one of the conversations (of `me`) the rule covers. `every` is for send rules, and required there; `delay` for the others; `reactions` for react rules.",
        "type": "object",
        "required": [
          "action"
        ],
        "additionalProperties": false,
        "properties": {
          "action": {
            "enum": [
              "reply",
              "react",
              "read",
              "send"
            ]
          },
          "probability": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "description": "Default 1."
          },
          "delay": {
            "type": "object",
            "required": [
              "min",
              "max"
            ],
            "additionalProperties": false,
            "properties": {
              "min": {
                "$ref": "#/$defs/seconds"
              },
              "max": {
                "$ref": "#/$defs/seconds"
              }
            },
            "description": "Seconds, drawn uniformly. Default: read 2 to 30, reply and react 5 to 60."
          },
          "every": {
            "type": "integer",
            "minimum": 1,
            "maximum": 31536000,
            "description": "Seconds between two messages of a send rule."
          },
          "conversations": {
            "type": "array",
            "items": {
              "$ref": "common.schema.json#/$defs/id"
            },
            "minItems": 1,
            "maxItems": 1000,
            "uniqueItems": true,
            "description": "The conversations the rule covers. Default: every conversation."
          },
          "reactions": {
            "type": "array",
            "items": {
              "$ref": "reactions.schema.json#/$defs/name"
            },
            "minItems": 1,
            "maxItems": 100,
            "description": "The reactions a react rule picks from. Default: 👍 ❤️ 😂 🎉 😮."
          }
        }
      },
      "event": {
        "title": "ActivityEvent",
        "description": "A scripted action: `after` seconds from when the configuration is set, `contact` sends, reads or reacts in `conversation_id`. A send without `message` sends a generated text. A read or a react acts on `message_id`, or without it on the newest message of the conversation that `contact` did not send (a read marks the unread ones before it too). `message` is for send events, `message_id` for read and react, `reaction` for react.",
        "type": "object",
        "required": [
          "after",
          "contact",
          "conversation_id",
          "action"
        ],
        "additionalProperties": false,
        "properties": {
          "after": {
            "$ref": "#/$defs/seconds"
          },
          "contact": {
            "$ref": "common.schema.json#/$defs/id"
          },
          "conversation_id": {
            "$ref": "common.schema.json#/$defs/id"
          },
          "action": {
            "enum": [
              "send",
              "read",
              "react"
            ]
          },
          "message": {
            "$ref": "message.schema.json#/properties/message"
          },
          "message_id": {
            "$ref": "common.schema.json#/$defs/id"
          },
          "reaction": {
            "$ref": "reactions.schema.json#/$defs/name"
          }
        }
      },
      "input": {
        "title": "ActivityInput",
        "description": "Body of POST /__activity, the `activity` section of a fixture, and the file of --activity: a preset's rules, then `rules`, then the `script`. Setting it replaces the configuration in force and what was pending; the script's times count from then. In a fixture it is in force once the fixture is loaded (default: the server's --activity, else none).",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "preset": {
            "$ref": "#/$defs/preset"
          },
          "seed": {
            "$ref": "#/$defs/seed"
          },
          "me": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "The contact the app under test acts as: send rules write in its conversations, from the others. Default: the world's default caller."
          },
          "rules": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/rule"
            },
            "maxItems": 100
          },
          "script": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/event"
            },
            "maxItems": 10000
          }
        }
      },
      "config": {
        "title": "ActivityConfig",
        "description": "A configuration in force: its rules written out in full.",
        "type": "object",
        "required": [
          "preset",
          "seed",
          "me",
          "rules",
          "script"
        ],
        "additionalProperties": false,
        "properties": {
          "preset": {
            "oneOf": [
              {
                "$ref": "#/$defs/preset"
              },
              {
                "type": "null"
              }
            ]
          },
          "seed": {
            "$ref": "#/$defs/seed"
          },
          "me": {
            "oneOf": [
              {
                "$ref": "common.schema.json#/$defs/id"
              },
              {
                "type": "null"
              }
            ]
          },
          "rules": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/rule"
            }
          },
          "script": {
            "type": "array",
            "items": {
              "$ref": "#/$defs/event"
            }
          }
        }
      },
      "action": {
        "title": "ActivityAction",
        "description": "One simulated action. `at`: when it is due (pending), or when it happened or was cancelled. `message_id`: the message it acts on (the one answered, reacted to or read); `result_id`: the message it wrote.",
        "type": "object",
        "required": [
          "id",
          "at",
          "action",
          "contact",
          "conversation_id",
          "message_id",
          "source",
          "status",
          "result_id",
          "reason"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "description": "act_1, act_2... in the order scheduled."
          },
          "at": {
            "$ref": "common.schema.json#/$defs/timestamp"
          },
          "action": {
            "enum": [
              "send",
              "reply",
              "react",
              "read"
            ]
          },
          "contact": {
            "oneOf": [
              {
                "$ref": "common.schema.json#/$defs/id"
              },
              {
                "type": "null"
              }
            ]
          },
          "conversation_id": {
            "oneOf": [
              {
                "$ref": "common.schema.json#/$defs/id"
              },
              {
                "type": "null"
              }
            ]
          },
          "message_id": {
            "oneOf": [
              {
                "$ref": "common.schema.json#/$defs/id"
              },
              {
                "type": "null"
              }
            ]
          },
          "source": {
            "type": "string",
            "description": "What scheduled it: rules[i] or script[i] of the configuration."
          },
          "status": {
            "enum": [
              "pending",
              "done",
              "cancelled"
            ]
          },
          "result_id": {
            "oneOf": [
              {
                "$ref": "common.schema.json#/$defs/id"
              },
              {
                "type": "null"
              }
            ]
          },
          "reason": {
            "type": [
              "string",
              "null"
            ],
            "description": "Why it was cancelled."
          }
        }
      }
    }
  },
  "attachment-input.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "attachment-input.schema.json",
    "title": "AttachmentInput",
    "description": "An attachment as a client sends it: the server assigns its id.",
    "type": "object",
    "required": [
      "url"
    ],
    "additionalProperties": false,
    "properties": {
      "url": {
        "$ref": "attachment.schema.json#/properties/url"
      },
      "filename": {
        "$ref": "attachment.schema.json#/properties/filename"
      },
      "content_type": {
        "$ref": "attachment.schema.json#/properties/content_type"
      },
      "size": {
        "$ref": "attachment.schema.json#/properties/size"
      }
    }
  },
  "attachment.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "attachment.schema.json",
    "title": "Attachment",
    "description": "A file attached to a message.",
    "type": "object",
    "required": [
      "id",
      "url",
      "filename",
      "content_type",
      "size"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "$ref": "common.schema.json#/$defs/id"
      },
      "url": {
        "$ref": "common.schema.json#/$defs/httpUrl",
        "faker": "internet.url"
      },
      "filename": {
        "type": [
          "string",
          "null"
        ],
        "minLength": 1,
        "maxLength": 255,
        "faker": "system.fileName"
      },
      "content_type": {
        "type": [
          "string",
          "null"
        ],
        "minLength": 1,
        "maxLength": 255,
        "faker": "system.mimeType"
      },
      "size": {
        "type": [
          "integer",
          "null"
        ],
        "minimum": 0,
        "faker": {
          "number.int": [
            {
              "min": 1000,
              "max": 8000000
            }
          ]
        }
      }
    }
  },
  "clock.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "clock.schema.json",
    "title": "ClockState",
    "description": "The answer of every /__clock call.",
    "type": "object",
    "required": [
      "now",
      "frozen"
    ],
    "additionalProperties": false,
    "properties": {
      "now": {
        "$ref": "common.schema.json#/$defs/timestamp"
      },
      "frozen": {
        "type": "boolean"
      }
    },
    "$defs": {
      "input": {
        "title": "ClockInput",
        "description": "Body of POST /__clock: { now } freezes the clock there; { advance } moves a frozen clock by whole seconds.",
        "type": "object",
        "additionalProperties": false,
        "minProperties": 1,
        "maxProperties": 1,
        "properties": {
          "now": {
            "$ref": "common.schema.json#/$defs/timestamp"
          },
          "advance": {
            "type": "integer",
            "minimum": -3153600000,
            "maximum": 3153600000,
            "description": "Seconds (negative moves back)."
          }
        },
        "x-message": "must be either { now } or { advance }"
      }
    }
  },
  "common.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "common.schema.json",
    "title": "Common",
    "description": "Field shapes shared by several resources and requests.",
    "$defs": {
      "id": {
        "type": "string",
        "minLength": 1,
        "maxLength": 128,
        "description": "An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters."
      },
      "timestamp": {
        "type": "integer",
        "minimum": 0,
        "maximum": 9007199254740991,
        "description": "Unix seconds, or milliseconds with timestampUnit ms."
      },
      "nullableTimestamp": {
        "type": [
          "integer",
          "null"
        ],
        "minimum": 0,
        "maximum": 9007199254740991
      },
      "httpUrl": {
        "type": "string",
        "format": "uri",
        "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
        "maxLength": 2048,
        "description": "An absolute http or https URL."
      },
      "nullableHttpUrl": {
        "type": [
          "string",
          "null"
        ],
        "format": "uri",
        "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
        "maxLength": 2048
      },
      "limit": {
        "type": "integer",
        "minimum": 1,
        "maximum": 100,
        "default": 10,
        "description": "Page size, 1 to 100."
      },
      "startingAfter": {
        "type": "string",
        "minLength": 1,
        "description": "Id of an item of the list: the page holds the items after it, in list order."
      },
      "endingBefore": {
        "type": "string",
        "minLength": 1,
        "description": "Id of an item of the list: the page holds the items just before it, still newest first."
      }
    }
  },
  "contact-ref.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "contact-ref.schema.json",
    "title": "ContactRef",
    "description": "A reference to a contact in a group's contacts: a contact object with at least one of id, username, phone_number. It resolves by id; without an id by username, then phone_number; with no id and no match it creates a contact.",
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "id": {
        "$ref": "contact.schema.json#/properties/id"
      },
      "username": {
        "$ref": "contact.schema.json#/properties/username"
      },
      "phone_number": {
        "$ref": "contact.schema.json#/properties/phone_number"
      },
      "avatar_url": {
        "$ref": "contact.schema.json#/properties/avatar_url"
      },
      "last_active_at": {
        "$ref": "contact.schema.json#/properties/last_active_at"
      },
      "created_at": {
        "$ref": "contact.schema.json#/properties/created_at"
      }
    },
    "anyOf": [
      {
        "required": [
          "id"
        ],
        "properties": {
          "id": {
            "type": "string"
          }
        }
      },
      {
        "required": [
          "username"
        ],
        "properties": {
          "username": {
            "type": "string"
          }
        }
      },
      {
        "required": [
          "phone_number"
        ],
        "properties": {
          "phone_number": {
            "type": "string"
          }
        }
      }
    ],
    "x-message": "must have at least one of id, username, phone_number"
  },
  "contact.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "contact.schema.json",
    "title": "Contact",
    "description": "A contact. Always carries all six fields; unknown values are null.",
    "type": "object",
    "required": [
      "id",
      "username",
      "phone_number",
      "avatar_url",
      "last_active_at",
      "created_at"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "$ref": "common.schema.json#/$defs/id"
      },
      "username": {
        "type": [
          "string",
          "null"
        ],
        "minLength": 1,
        "maxLength": 64,
        "faker": "internet.username"
      },
      "phone_number": {
        "type": [
          "string",
          "null"
        ],
        "minLength": 1,
        "maxLength": 32,
        "faker": {
          "phone.number": [
            {
              "style": "international"
            }
          ]
        }
      },
      "avatar_url": {
        "$ref": "common.schema.json#/$defs/nullableHttpUrl",
        "faker": "image.avatar"
      },
      "last_active_at": {
        "$ref": "common.schema.json#/$defs/nullableTimestamp"
      },
      "created_at": {
        "$ref": "common.schema.json#/$defs/timestamp"
      }
    }
  },
  "counts.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "counts.schema.json",
    "title": "Counts",
    "description": "How many items a tenant's world holds; conversations count group conversations too.",
    "type": "object",
    "required": [
      "contacts",
      "groups",
      "conversations",
      "messages"
    ],
    "additionalProperties": false,
    "properties": {
      "contacts": {
        "type": "integer",
        "minimum": 0
      },
      "groups": {
        "type": "integer",
        "minimum": 0
      },
      "conversations": {
        "type": "integer",
        "minimum": 0
      },
      "messages": {
        "type": "integer",
        "minimum": 0
      }
    }
  },
  "coverage.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "coverage.schema.json",
    "title": "Coverage",
    "description": "What the journaled /v1 requests of one or more tenants exercised of the served OpenAPI document: every item the document defines, covered or not (docs/coverage.md).",
    "type": "object",
    "required": [
      "tenants",
      "dropped_tenants",
      "requests",
      "outside",
      "covered",
      "total",
      "percent",
      "operations",
      "other_methods",
      "codes",
      "reasons"
    ],
    "additionalProperties": false,
    "properties": {
      "tenants": {
        "type": "array",
        "items": {
          "$ref": "tenant-list.schema.json#/$defs/name"
        },
        "description": "The tenants whose requests are counted."
      },
      "dropped_tenants": {
        "type": "integer",
        "minimum": 0,
        "description": "Tenants dropped since the server started whose requests are counted too (tenants=all only)."
      },
      "requests": {
        "type": "integer",
        "minimum": 0,
        "description": "The /v1 requests counted."
      },
      "outside": {
        "type": "integer",
        "minimum": 0,
        "description": "Requests to a path the document does not have (answered 404)."
      },
      "covered": {
        "type": "integer",
        "minimum": 0
      },
      "total": {
        "type": "integer",
        "minimum": 0
      },
      "percent": {
        "type": "number",
        "minimum": 0,
        "maximum": 100,
        "description": "covered / total x 100, rounded down to one decimal."
      },
      "operations": {
        "type": "array",
        "items": {
          "title": "CoverageOperation",
          "type": "object",
          "required": [
            "id",
            "method",
            "path",
            "calls",
            "problems",
            "items"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "type": "string",
              "description": "The operationId."
            },
            "method": {
              "type": "string"
            },
            "path": {
              "type": "string",
              "description": "The path as the document writes it: /v1/messages/{id}."
            },
            "calls": {
              "type": "integer",
              "minimum": 0
            },
            "problems": {
              "type": "object",
              "additionalProperties": {
                "type": "integer",
                "minimum": 1
              },
              "description": "The problem codes its answers carried, with how many times."
            },
            "items": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/item"
              }
            }
          }
        }
      },
      "other_methods": {
        "type": "array",
        "description": "Each /v1 path, asked with a method it does not take (405).",
        "items": {
          "title": "CoverageOtherMethods",
          "type": "object",
          "required": [
            "path",
            "allow",
            "covered",
            "count"
          ],
          "additionalProperties": false,
          "properties": {
            "path": {
              "type": "string"
            },
            "allow": {
              "type": "array",
              "items": {
                "type": "string"
              }
            },
            "covered": {
              "type": "boolean"
            },
            "count": {
              "type": "integer",
              "minimum": 0
            }
          }
        }
      },
      "codes": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/item"
        },
        "description": "The problem codes a /v1 answer can carry, each as an item of kind code."
      },
      "reasons": {
        "type": "object",
        "additionalProperties": {
          "type": "integer",
          "minimum": 1
        },
        "description": "How many of the requests counted had a reason of each code (docs/reasons.md), the codes seen only: why the mock answered as it did, not items of the contract."
      }
    },
    "$defs": {
      "item": {
        "title": "CoverageItem",
        "type": "object",
        "required": [
          "kind",
          "name",
          "covered",
          "count"
        ],
        "additionalProperties": false,
        "properties": {
          "kind": {
            "enum": [
              "call",
              "status",
              "parameter",
              "value",
              "default",
              "field",
              "encoding",
              "list",
              "code"
            ],
            "description": "call: the operation was called; status: it answered that status; parameter: the query parameter was sent; value: the parameter was sent with that value (booleans and enums); default: a 200 answer with the parameter left out (its default used); field: the body field was sent; encoding: a body was sent in that media type, or `form with brackets`; list: a page answered with has_more true, or false (the end); code: some /v1 answer carried that problem code."
          },
          "name": {
            "type": "string"
          },
          "covered": {
            "type": "boolean"
          },
          "count": {
            "type": "integer",
            "minimum": 0,
            "description": "How many requests exercised it."
          }
        }
      },
      "query": {
        "title": "CoverageQuery",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "format": {
            "enum": [
              "json",
              "markdown"
            ],
            "description": "json (default) or markdown (text/markdown)."
          },
          "tenants": {
            "type": "string",
            "minLength": 1,
            "description": "Whose requests to count: `all` (every tenant, and the tenants dropped since the server started), or tenant names separated by commas. Default: the request's tenant."
          }
        }
      }
    }
  },
  "create-group.body.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "create-group.body.schema.json",
    "title": "CreateGroupBody",
    "description": "Body of POST /v1/groups.",
    "type": "object",
    "required": [
      "name"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "$ref": "group.schema.json#/properties/name"
      },
      "description": {
        "$ref": "group.schema.json#/properties/description"
      },
      "avatar_url": {
        "$ref": "group.schema.json#/properties/avatar_url"
      },
      "contacts": {
        "type": "array",
        "maxItems": 256,
        "items": {
          "$ref": "contact-ref.schema.json"
        }
      }
    }
  },
  "deleted.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "deleted.schema.json",
    "title": "Deleted",
    "description": "The answer to a delete.",
    "type": "object",
    "required": [
      "id",
      "deleted"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "$ref": "common.schema.json#/$defs/id"
      },
      "deleted": {
        "const": true
      }
    }
  },
  "fault-list.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "fault-list.schema.json",
    "title": "FaultList",
    "description": "The faults still active, in the order they were added.",
    "type": "object",
    "required": [
      "data"
    ],
    "additionalProperties": false,
    "properties": {
      "data": {
        "type": "array",
        "items": {
          "$ref": "fault.schema.json"
        }
      }
    }
  },
  "fault.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "fault.schema.json",
    "title": "Fault",
    "description": "An injected fault: the next `times` /v1 requests matching method and path wait delay_ms and, with a status, answer it without running.",
    "type": "object",
    "required": [
      "id",
      "method",
      "path",
      "status",
      "delay_ms",
      "times"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "type": "string"
      },
      "method": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "GET",
          "HEAD",
          "POST",
          "PUT",
          "DELETE",
          "OPTIONS",
          "PATCH",
          null
        ]
      },
      "path": {
        "type": [
          "string",
          "null"
        ],
        "pattern": "^/",
        "maxLength": 2048,
        "description": "Exact path; * stands for one non-empty segment (/v1/messages/*)."
      },
      "status": {
        "type": [
          "integer",
          "null"
        ],
        "enum": [
          429,
          500,
          502,
          503,
          504,
          null
        ]
      },
      "delay_ms": {
        "type": "integer",
        "minimum": 0,
        "maximum": 60000
      },
      "times": {
        "type": "integer",
        "minimum": 1,
        "maximum": 1000000
      }
    },
    "$defs": {
      "input": {
        "title": "FaultInput",
        "description": "Body of POST /__faults. Absent method or path match any; times defaults to 1, delay_ms to 0.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "method": {
            "type": [
              "string",
              "null"
            ],
            "enum": [
              "GET",
              "HEAD",
              "POST",
              "PUT",
              "DELETE",
              "OPTIONS",
              "PATCH",
              "get",
              "head",
              "post",
              "put",
              "delete",
              "options",
              "patch",
              null
            ]
          },
          "path": {
            "$ref": "#/properties/path"
          },
          "status": {
            "$ref": "#/properties/status"
          },
          "delay_ms": {
            "$ref": "#/properties/delay_ms"
          },
          "times": {
            "$ref": "#/properties/times"
          }
        }
      }
    }
  },
  "fixture-names.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "fixture-names.schema.json",
    "title": "FixtureNames",
    "description": "The fixture files of the fixtures folder, by the name POST /__fixtures/{name} takes (without .json).",
    "type": "object",
    "required": [
      "data"
    ],
    "additionalProperties": false,
    "properties": {
      "data": {
        "type": "array",
        "items": {
          "type": "string"
        }
      }
    }
  },
  "fixture.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "fixture.schema.json",
    "title": "Fixture",
    "description": "A fixture document: the world the mock serves. Every field a resource has may be given; what is left out gets its documented default (null, [], a generated id, created_at now). References must resolve.",
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "timestamp_unit": {
        "enum": [
          "s",
          "ms"
        ],
        "description": "The unit of this document's timestamps. Default: the server's. A document in another unit is converted on load."
      },
      "default_caller": {
        "$ref": "common.schema.json#/$defs/id",
        "description": "The contact that a well-formed token no fixture names acts as (auth mode any). Default: the first contact."
      },
      "tokens": {
        "type": "object",
        "description": "Tokens to the contacts they identify.",
        "propertyNames": {
          "$ref": "#/$defs/token"
        },
        "additionalProperties": {
          "anyOf": [
            {
              "$ref": "common.schema.json#/$defs/id"
            },
            {
              "type": "object",
              "required": [
                "contact"
              ],
              "additionalProperties": false,
              "properties": {
                "contact": {
                  "$ref": "common.schema.json#/$defs/id"
                },
                "expires_at": {
                  "$ref": "common.schema.json#/$defs/timestamp"
                }
              }
            }
          ],
          "x-message": "must be a contact id or an object { contact, expires_at }"
        }
      },
      "contacts": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/contact"
        }
      },
      "groups": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/group"
        }
      },
      "conversations": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/conversation"
        }
      },
      "messages": {
        "type": "array",
        "items": {
          "$ref": "#/$defs/message"
        }
      },
      "generate": {
        "$ref": "#/$defs/generate"
      },
      "activity": {
        "$ref": "activity.schema.json#/$defs/input"
      }
    },
    "$defs": {
      "generate": {
        "title": "GenerateSpec",
        "description": "Fills the world with realistic generated data (json-schema-faker over these schemas, with faker), the same for the same seed. Generated items come after the explicit ones and may reference them.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "seed": {
            "type": "integer",
            "minimum": 0,
            "maximum": 4294967295,
            "default": 1
          },
          "contacts": {
            "type": "integer",
            "minimum": 0,
            "maximum": 100000,
            "default": 20
          },
          "groups": {
            "type": "integer",
            "minimum": 0,
            "maximum": 100000,
            "default": 5
          },
          "direct_conversations": {
            "type": "integer",
            "minimum": 0,
            "maximum": 100000,
            "default": 5
          },
          "messages_per_conversation": {
            "type": "integer",
            "minimum": 0,
            "maximum": 5000000,
            "default": 20
          }
        }
      },
      "token": {
        "title": "Token",
        "type": "string",
        "pattern": "^[A-Za-z0-9._~+/-]+=*$",
        "maxLength": 512,
        "description": "An RFC 6750 bearer token (token68)."
      },
      "contact": {
        "title": "FixtureContact",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "contact.schema.json#/properties/id"
          },
          "username": {
            "$ref": "contact.schema.json#/properties/username"
          },
          "phone_number": {
            "$ref": "contact.schema.json#/properties/phone_number"
          },
          "avatar_url": {
            "$ref": "contact.schema.json#/properties/avatar_url"
          },
          "last_active_at": {
            "$ref": "contact.schema.json#/properties/last_active_at"
          },
          "created_at": {
            "$ref": "contact.schema.json#/properties/created_at"
          }
        }
      },
      "group": {
        "title": "FixtureGroup",
        "type": "object",
        "required": [
          "name"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "group.schema.json#/properties/id"
          },
          "name": {
            "$ref": "group.schema.json#/properties/name"
          },
          "description": {
            "$ref": "group.schema.json#/properties/description"
          },
          "avatar_url": {
            "$ref": "group.schema.json#/properties/avatar_url"
          },
          "owner": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "The contact who created the group. Default: the default caller."
          },
          "contacts": {
            "type": "array",
            "maxItems": 256,
            "items": {
              "$ref": "common.schema.json#/$defs/id"
            },
            "description": "Ids of the member contacts."
          },
          "conversation_id": {
            "$ref": "group.schema.json#/properties/conversation_id"
          },
          "created_at": {
            "$ref": "group.schema.json#/properties/created_at"
          },
          "archived_at": {
            "$ref": "group.schema.json#/properties/archived_at"
          }
        }
      },
      "conversation": {
        "title": "FixtureConversation",
        "type": "object",
        "description": "A direct conversation (group conversations come with their groups).",
        "required": [
          "participants"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "common.schema.json#/$defs/id"
          },
          "participants": {
            "type": "array",
            "minItems": 1,
            "maxItems": 256,
            "items": {
              "$ref": "common.schema.json#/$defs/id"
            }
          }
        }
      },
      "message": {
        "title": "FixtureMessage",
        "type": "object",
        "required": [
          "conversation_id",
          "contact",
          "message"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "message.schema.json#/properties/id"
          },
          "conversation_id": {
            "$ref": "message.schema.json#/properties/conversation_id"
          },
          "contact": {
            "$ref": "common.schema.json#/$defs/id",
            "description": "Id of the sending contact, a participant of the conversation."
          },
          "message": {
            "$ref": "message.schema.json#/properties/message"
          },
          "reactions": {
            "$ref": "message.schema.json#/properties/reactions"
          },
          "attachments": {
            "type": "array",
            "maxItems": 10,
            "items": {
              "title": "FixtureAttachment",
              "type": "object",
              "required": [
                "url"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "$ref": "attachment.schema.json#/properties/id"
                },
                "url": {
                  "$ref": "attachment.schema.json#/properties/url"
                },
                "filename": {
                  "$ref": "attachment.schema.json#/properties/filename"
                },
                "content_type": {
                  "$ref": "attachment.schema.json#/properties/content_type"
                },
                "size": {
                  "$ref": "attachment.schema.json#/properties/size"
                }
              }
            }
          },
          "read_at": {
            "$ref": "message.schema.json#/properties/read_at"
          },
          "created_at": {
            "$ref": "message.schema.json#/properties/created_at"
          },
          "updated_at": {
            "$ref": "message.schema.json#/properties/updated_at"
          }
        }
      }
    }
  },
  "group-page.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "group-page.schema.json",
    "title": "GroupPage",
    "description": "A page of groups, newest first.",
    "type": "object",
    "required": [
      "has_more",
      "data"
    ],
    "additionalProperties": false,
    "properties": {
      "has_more": {
        "$ref": "message-page.schema.json#/properties/has_more"
      },
      "data": {
        "type": "array",
        "maxItems": 100,
        "items": {
          "$ref": "group.schema.json"
        }
      }
    }
  },
  "group.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "group.schema.json",
    "title": "Group",
    "description": "A named collection of contacts with exactly one conversation.",
    "type": "object",
    "required": [
      "id",
      "name",
      "description",
      "avatar_url",
      "conversation_id",
      "contacts",
      "created_at",
      "archived_at"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "$ref": "common.schema.json#/$defs/id"
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100,
        "faker": "company.name"
      },
      "description": {
        "type": [
          "string",
          "null"
        ],
        "maxLength": 1000,
        "faker": "company.catchPhrase"
      },
      "avatar_url": {
        "$ref": "common.schema.json#/$defs/nullableHttpUrl",
        "faker": "image.url"
      },
      "conversation_id": {
        "$ref": "common.schema.json#/$defs/id"
      },
      "contacts": {
        "type": "array",
        "maxItems": 256,
        "items": {
          "$ref": "contact.schema.json"
        }
      },
      "created_at": {
        "$ref": "common.schema.json#/$defs/timestamp"
      },
      "archived_at": {
        "$ref": "common.schema.json#/$defs/nullableTimestamp"
      }
    }
  },
  "health.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "health.schema.json",
    "title": "Health",
    "description": "The answer of GET /__health once the server accepts requests.",
    "type": "object",
    "required": [
      "status"
    ],
    "additionalProperties": false,
    "properties": {
      "status": {
        "const": "ok"
      }
    }
  },
  "journal-entry.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "journal-entry.schema.json",
    "title": "JournalEntry",
    "description": "One /v1 request in the journal of GET /__requests.",
    "type": "object",
    "required": [
      "method",
      "path",
      "query",
      "body",
      "caller",
      "status",
      "duration_ms",
      "at",
      "problem",
      "why"
    ],
    "additionalProperties": false,
    "properties": {
      "method": {
        "type": "string"
      },
      "path": {
        "type": "string"
      },
      "query": {
        "type": "object"
      },
      "body": {
        "description": "The parsed body, or null when none was read."
      },
      "caller": {
        "type": [
          "string",
          "null"
        ],
        "description": "The caller's contact id; null when refused before a caller was known."
      },
      "status": {
        "type": "integer"
      },
      "duration_ms": {
        "type": "number",
        "minimum": 0
      },
      "at": {
        "$ref": "common.schema.json#/$defs/timestamp"
      },
      "problem": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "type": "object",
            "required": [
              "code",
              "errors"
            ],
            "additionalProperties": false,
            "properties": {
              "code": {
                "$ref": "problem.schema.json#/properties/code"
              },
              "errors": {
                "$ref": "problem.schema.json#/properties/errors"
              }
            }
          }
        ]
      },
      "why": {
        "type": "array",
        "items": {
          "$ref": "reason.schema.json"
        },
        "description": "Why the mock answered as it did: the decisions that made the answer, in the order they were made, the last the one that decided it (docs/reasons.md)."
      }
    },
    "$defs": {
      "query": {
        "title": "JournalQuery",
        "description": "Query of GET /__requests.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "method": {
            "type": "string",
            "minLength": 1,
            "description": "Only requests of this HTTP method, in any case: GET, get, POST."
          },
          "path": {
            "type": "string",
            "minLength": 1,
            "description": "Only requests to exactly this path, without the query or a /t/{tenant} prefix (/v1/messages/msg_1); not a prefix."
          },
          "caller": {
            "type": "string",
            "minLength": 1,
            "description": "Only the requests of this caller: a contact id (ct_ana), not a token."
          },
          "status": {
            "type": "integer",
            "minimum": 100,
            "maximum": 599,
            "description": "Only requests answered with this status."
          },
          "since": {
            "$ref": "common.schema.json#/$defs/timestamp",
            "description": "Only requests at or after this time of the mock's clock, in the world's unit."
          },
          "reason": {
            "type": "string",
            "minLength": 1,
            "description": "Only requests with a reason of this code (caller.expired, message.hidden; the catalogue is docs/reasons.md)."
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 1000,
            "description": "At most this many entries, the newest that match, 1 to 1000. Default: all (the journal keeps the last 1,000)."
          }
        }
      }
    }
  },
  "journal.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "journal.schema.json",
    "title": "Journal",
    "description": "The journal of the tenant's last 1,000 /v1 requests, newest first.",
    "type": "object",
    "required": [
      "data"
    ],
    "additionalProperties": false,
    "properties": {
      "data": {
        "type": "array",
        "maxItems": 1000,
        "items": {
          "$ref": "journal-entry.schema.json"
        }
      }
    }
  },
  "list-groups.query.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "list-groups.query.schema.json",
    "title": "ListGroupsQuery",
    "description": "Query of GET /v1/groups. archived true: only archived groups; false: only groups not archived; absent: all.",
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "limit": {
        "$ref": "common.schema.json#/$defs/limit"
      },
      "archived": {
        "type": "boolean",
        "description": "true: only the archived groups; false: only those not archived. Absent: all of them."
      },
      "starting_after": {
        "$ref": "common.schema.json#/$defs/startingAfter"
      },
      "ending_before": {
        "$ref": "common.schema.json#/$defs/endingBefore"
      }
    },
    "dependentSchemas": {
      "ending_before": {
        "not": {
          "required": [
            "starting_after"
          ]
        },
        "x-message": "must not be sent together with starting_after"
      }
    }
  },
  "list-messages.query.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "list-messages.query.schema.json",
    "title": "ListMessagesQuery",
    "description": "Query of GET /v1/messages.",
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "conversation_id": {
        "$ref": "message.schema.json#/properties/conversation_id",
        "description": "Only the messages of this conversation: a group's conversation_id or a direct one's id. One the caller cannot see answers 404."
      },
      "limit": {
        "$ref": "common.schema.json#/$defs/limit"
      },
      "starting_after": {
        "$ref": "common.schema.json#/$defs/startingAfter"
      },
      "ending_before": {
        "$ref": "common.schema.json#/$defs/endingBefore"
      }
    },
    "dependentSchemas": {
      "ending_before": {
        "not": {
          "required": [
            "starting_after"
          ]
        },
        "x-message": "must not be sent together with starting_after"
      }
    }
  },
  "loaded.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "loaded.schema.json",
    "title": "LoadResult",
    "description": "The answer of POST /__fixtures and POST /__fixtures/{name}: the document is the tenant's world and baseline.",
    "type": "object",
    "required": [
      "status",
      "counts"
    ],
    "additionalProperties": false,
    "properties": {
      "status": {
        "const": "loaded"
      },
      "counts": {
        "$ref": "counts.schema.json"
      }
    }
  },
  "message-page.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "message-page.schema.json",
    "title": "MessagePage",
    "description": "A page of messages, newest first.",
    "type": "object",
    "required": [
      "has_more",
      "data"
    ],
    "additionalProperties": false,
    "properties": {
      "has_more": {
        "type": "boolean",
        "description": "Whether more items exist beyond this page in the direction of travel."
      },
      "data": {
        "type": "array",
        "maxItems": 100,
        "items": {
          "$ref": "message.schema.json"
        }
      }
    }
  },
  "message.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "message.schema.json",
    "title": "Message",
    "description": "A message of a conversation.",
    "type": "object",
    "required": [
      "id",
      "conversation_id",
      "contact",
      "message",
      "reactions",
      "attachments",
      "read_at",
      "created_at",
      "updated_at"
    ],
    "additionalProperties": false,
    "properties": {
      "id": {
        "$ref": "common.schema.json#/$defs/id"
      },
      "conversation_id": {
        "$ref": "common.schema.json#/$defs/id"
      },
      "contact": {
        "$ref": "contact.schema.json"
      },
      "message": {
        "type": "string",
        "minLength": 1,
        "maxLength": 10000,
        "faker": "hacker.phrase"
      },
      "reactions": {
        "$ref": "reactions.schema.json"
      },
      "attachments": {
        "type": "array",
        "maxItems": 10,
        "items": {
          "$ref": "attachment.schema.json"
        }
      },
      "read_at": {
        "$ref": "common.schema.json#/$defs/nullableTimestamp"
      },
      "created_at": {
        "$ref": "common.schema.json#/$defs/timestamp"
      },
      "updated_at": {
        "$ref": "common.schema.json#/$defs/nullableTimestamp"
      }
    }
  },
  "no-parameters.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "no-parameters.schema.json",
    "title": "NoParameters",
    "description": "The query of an endpoint that takes no query parameters.",
    "type": "object",
    "additionalProperties": false
  },
  "pact.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "pact.schema.json",
    "title": "Pact",
    "description": "A Pact file of the tenant's journal (GET /__pact): one interaction per /v1 request, oldest first, with matching rules for the values the server makes. Specification 4.0 unless 3 is asked for (`spec`): pact-js writes 4.0 since version 16.",
    "anyOf": [
      {
        "$ref": "#/$defs/v4"
      },
      {
        "$ref": "#/$defs/v3"
      }
    ],
    "$defs": {
      "v4": {
        "title": "PactV4",
        "description": "A Pact file, specification 4.0 (GET /__pact, or spec=4): the interactions of the 3.0.0 file as `Synchronous/HTTP` interactions, each with a key, its bodies as `content` with their `contentType`, its headers as lists.",
        "type": "object",
        "required": [
          "consumer",
          "provider",
          "interactions",
          "metadata"
        ],
        "additionalProperties": false,
        "properties": {
          "consumer": {
            "$ref": "#/$defs/pacticipant"
          },
          "provider": {
            "$ref": "#/$defs/pacticipant"
          },
          "interactions": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "$ref": "#/$defs/v4Interaction"
            }
          },
          "metadata": {
            "type": "object",
            "required": [
              "pactSpecification"
            ],
            "additionalProperties": false,
            "properties": {
              "pactSpecification": {
                "type": "object",
                "required": [
                  "version"
                ],
                "additionalProperties": false,
                "properties": {
                  "version": {
                    "const": "4.0"
                  }
                }
              }
            }
          }
        }
      },
      "v3": {
        "title": "PactV3",
        "description": "A Pact file, specification 3.0.0 (GET /__pact?spec=3): one interaction per /v1 request, oldest first, with matching rules for the values the server makes.",
        "type": "object",
        "required": [
          "consumer",
          "provider",
          "interactions",
          "metadata"
        ],
        "additionalProperties": false,
        "properties": {
          "consumer": {
            "$ref": "#/$defs/pacticipant"
          },
          "provider": {
            "$ref": "#/$defs/pacticipant"
          },
          "interactions": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "$ref": "#/$defs/interaction"
            }
          },
          "metadata": {
            "type": "object",
            "required": [
              "pactSpecification"
            ],
            "additionalProperties": false,
            "properties": {
              "pactSpecification": {
                "type": "object",
                "required": [
                  "version"
                ],
                "additionalProperties": false,
                "properties": {
                  "version": {
                    "const": "3.0.0"
                  }
                }
              }
            }
          }
        }
      },
      "pacticipant": {
        "title": "Pacticipant",
        "type": "object",
        "required": [
          "name"
        ],
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          }
        }
      },
      "interaction": {
        "title": "PactInteraction",
        "description": "One /v1 request of the journal and its answer.",
        "type": "object",
        "required": [
          "description",
          "providerStates",
          "request",
          "response"
        ],
        "additionalProperties": false,
        "properties": {
          "description": {
            "type": "string",
            "description": "Method, path and query; a number in brackets when the same request was made more than once."
          },
          "providerStates": {
            "$ref": "#/$defs/providerStates"
          },
          "request": {
            "type": "object",
            "required": [
              "method",
              "path",
              "headers"
            ],
            "additionalProperties": false,
            "properties": {
              "method": {
                "type": "string"
              },
              "path": {
                "type": "string"
              },
              "query": {
                "$ref": "#/$defs/requestQuery"
              },
              "headers": {
                "$ref": "#/$defs/headers"
              },
              "body": {
                "description": "The body as sent: a JSON object as JSON, any other body as its text. Absent when none was sent, or when it was over 64 KiB.",
                "anyOf": [
                  {
                    "type": "object"
                  },
                  {
                    "type": "string"
                  }
                ]
              }
            }
          },
          "response": {
            "type": "object",
            "required": [
              "status",
              "headers"
            ],
            "additionalProperties": false,
            "properties": {
              "status": {
                "type": "integer"
              },
              "headers": {
                "$ref": "#/$defs/headers"
              },
              "body": {
                "type": "object",
                "description": "The answer's JSON. Absent when there was none, or when it was over 64 KiB."
              },
              "matchingRules": {
                "$ref": "#/$defs/matchingRules"
              }
            }
          }
        }
      },
      "v4Interaction": {
        "title": "PactV4Interaction",
        "description": "One /v1 request of the journal and its answer, as a V4 Synchronous/HTTP interaction.",
        "type": "object",
        "required": [
          "type",
          "key",
          "description",
          "providerStates",
          "request",
          "response"
        ],
        "additionalProperties": false,
        "properties": {
          "type": {
            "const": "Synchronous/HTTP"
          },
          "key": {
            "type": "string",
            "pattern": "^[0-9a-f]{16}$",
            "description": "Unique in the file: the first 16 hex digits of the SHA-256 of the rest of the interaction, so the same recorded run gives the same keys."
          },
          "description": {
            "type": "string",
            "description": "Method, path and query; a number in brackets when the same request was made more than once."
          },
          "providerStates": {
            "$ref": "#/$defs/providerStates"
          },
          "request": {
            "type": "object",
            "required": [
              "method",
              "path",
              "headers"
            ],
            "additionalProperties": false,
            "properties": {
              "method": {
                "type": "string"
              },
              "path": {
                "type": "string"
              },
              "query": {
                "$ref": "#/$defs/requestQuery"
              },
              "headers": {
                "$ref": "#/$defs/headerLists"
              },
              "body": {
                "$ref": "#/$defs/body"
              }
            }
          },
          "response": {
            "type": "object",
            "required": [
              "status",
              "headers"
            ],
            "additionalProperties": false,
            "properties": {
              "status": {
                "type": "integer"
              },
              "headers": {
                "$ref": "#/$defs/headerLists"
              },
              "body": {
                "$ref": "#/$defs/body"
              },
              "matchingRules": {
                "$ref": "#/$defs/matchingRules"
              }
            }
          }
        }
      },
      "providerStates": {
        "title": "PactProviderStates",
        "description": "The state the provider must be in: the fixture the tenant was loaded from, and the seed and clock it was served with.",
        "type": "array",
        "items": {
          "type": "object",
          "required": [
            "name",
            "params"
          ],
          "additionalProperties": false,
          "properties": {
            "name": {
              "type": "string",
              "description": "The fixture the tenant was loaded from, e.g. `fixture default.json`."
            },
            "params": {
              "type": "object",
              "required": [
                "fixture"
              ],
              "additionalProperties": false,
              "properties": {
                "fixture": {
                  "type": "string"
                },
                "seed": {
                  "type": "integer",
                  "minimum": 0
                },
                "clock": {
                  "type": "integer",
                  "minimum": 0
                }
              }
            }
          }
        }
      },
      "headers": {
        "title": "PactHeaders",
        "type": "object",
        "additionalProperties": {
          "type": "string"
        },
        "description": "Each header with its value (Pact 3 form)."
      },
      "headerLists": {
        "title": "PactV4Headers",
        "description": "Each header with its values (Pact 4 form): the one value the header had, in a list.",
        "type": "object",
        "additionalProperties": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "body": {
        "title": "PactV4Body",
        "description": "A body in Pact 4 form: its content (a JSON object as JSON, any other body as its text), its media type, not encoded. A request's is absent when none was sent, an answer's when it was not a JSON object; either when it was over 64 KiB.",
        "type": "object",
        "required": [
          "content",
          "encoded"
        ],
        "additionalProperties": false,
        "properties": {
          "content": {
            "anyOf": [
              {
                "type": "object"
              },
              {
                "type": "string"
              }
            ]
          },
          "contentType": {
            "type": "string",
            "description": "The media type of the Content-Type header sent with the body, e.g. `application/json`; absent when none was sent."
          },
          "encoded": {
            "const": false
          }
        }
      },
      "matchingRules": {
        "title": "PactMatchingRules",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "body": {
            "type": "object",
            "description": "Rules by JSONPath into the body (`$.id`, `$.data`).",
            "additionalProperties": {
              "$ref": "#/$defs/ruleList"
            }
          }
        }
      },
      "ruleList": {
        "title": "PactRuleList",
        "type": "object",
        "required": [
          "matchers",
          "combine"
        ],
        "additionalProperties": false,
        "properties": {
          "matchers": {
            "type": "array",
            "minItems": 1,
            "items": {
              "$ref": "#/$defs/matcher"
            }
          },
          "combine": {
            "enum": [
              "AND",
              "OR"
            ],
            "description": "AND: every matcher must match; OR: one is enough."
          }
        }
      },
      "matcher": {
        "title": "PactMatcher",
        "description": "regex: the value matches `regex`; type: the value has the example's type (a list: at least `min` items, each like the first); integer: any integer; null: null; values: an object whose values are like the example's, whatever its keys.",
        "type": "object",
        "required": [
          "match"
        ],
        "additionalProperties": false,
        "properties": {
          "match": {
            "enum": [
              "regex",
              "type",
              "integer",
              "null",
              "values"
            ]
          },
          "regex": {
            "type": "string"
          },
          "min": {
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "requestQuery": {
        "title": "PactRequestQuery",
        "description": "Each query parameter with its values in order (the form of Pact 3 and 4).",
        "type": "object",
        "additionalProperties": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "query": {
        "title": "PactQuery",
        "description": "Query of GET /__pact: the names the file gives the consumer and the provider, and the specification it follows.",
        "type": "object",
        "required": [
          "consumer",
          "provider"
        ],
        "additionalProperties": false,
        "properties": {
          "consumer": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "description": "The consumer's name in the file (consumer.name): the client whose requests the journal holds, such as web-app."
          },
          "provider": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "description": "The provider's name in the file (provider.name), such as messaging-api."
          },
          "spec": {
            "type": "integer",
            "enum": [
              3,
              4
            ],
            "default": 4,
            "description": "4: Pact specification 4.0 (what pact-js writes since version 16); 3: 3.0.0."
          }
        }
      }
    }
  },
  "problem.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "problem.schema.json",
    "title": "Problem",
    "description": "RFC 9457 problem details, sent as application/problem+json.",
    "type": "object",
    "required": [
      "type",
      "title",
      "status",
      "code",
      "detail",
      "errors"
    ],
    "additionalProperties": false,
    "properties": {
      "type": {
        "const": "about:blank"
      },
      "title": {
        "type": "string"
      },
      "status": {
        "type": "integer",
        "minimum": 400,
        "maximum": 599
      },
      "code": {
        "enum": [
          "invalid_body",
          "invalid_parameter",
          "unknown_parameter",
          "unauthorized",
          "token_expired",
          "not_found",
          "method_not_allowed",
          "payload_too_large",
          "uri_too_long",
          "unsupported_media_type",
          "too_many_tenants",
          "headers_too_large",
          "rate_limited",
          "internal",
          "bad_gateway",
          "unavailable",
          "timeout",
          "insufficient_storage"
        ]
      },
      "detail": {
        "type": "string"
      },
      "errors": {
        "type": "array",
        "items": {
          "title": "ProblemError",
          "type": "object",
          "required": [
            "param",
            "message"
          ],
          "additionalProperties": false,
          "properties": {
            "param": {
              "type": "string",
              "description": "The failing parameter, bracketed as in a form body: attachments[0][url]."
            },
            "message": {
              "type": "string"
            }
          }
        }
      }
    }
  },
  "reactions.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "reactions.schema.json",
    "title": "Reactions",
    "description": "One object per reaction name, each with one key: the name, whose value lists the usernames that used it, in order added. Names appear in order of first use; no name has an empty list.",
    "type": "array",
    "items": {
      "$ref": "#/$defs/reaction"
    },
    "$defs": {
      "name": {
        "title": "ReactionName",
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "username": {
        "title": "Username",
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "usernames": {
        "title": "Usernames",
        "type": "array",
        "items": {
          "$ref": "#/$defs/username"
        },
        "maxItems": 1000
      },
      "reaction": {
        "title": "Reaction",
        "type": "object",
        "minProperties": 1,
        "maxProperties": 1,
        "propertyNames": {
          "$ref": "#/$defs/name"
        },
        "additionalProperties": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/username"
          },
          "minItems": 1,
          "maxItems": 1000,
          "uniqueItems": true
        }
      },
      "reactionMap": {
        "title": "ReactionMap",
        "description": "Reaction names to usernames, as bracket notation gives them: reactions[like][]=ana.",
        "type": "object",
        "maxProperties": 100,
        "propertyNames": {
          "$ref": "#/$defs/name"
        },
        "additionalProperties": {
          "$ref": "#/$defs/usernames"
        }
      },
      "input": {
        "title": "ReactionsInput",
        "description": "Reactions to add (or, with updateMode replace, to set): the array of one-key objects a message carries, or one object of names.",
        "oneOf": [
          {
            "type": "array",
            "maxItems": 100,
            "items": {
              "type": "object",
              "$ref": "#/$defs/reactionMap",
              "minProperties": 1,
              "maxProperties": 1
            }
          },
          {
            "$ref": "#/$defs/reactionMap"
          }
        ]
      }
    }
  },
  "reason.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "reason.schema.json",
    "title": "Reason",
    "description": "One decision behind a journaled answer, made where the decision was made (the engine, the store, the tables): a stable code, a sentence with the names and values involved, what would have made it different, and the values themselves. The catalogue of codes is docs/reasons.md. Reasons live only on the mock's side: the API's answers never carry them.",
    "type": "object",
    "required": [
      "code",
      "message",
      "hint",
      "values"
    ],
    "additionalProperties": false,
    "properties": {
      "code": {
        "$ref": "#/$defs/code"
      },
      "message": {
        "type": "string",
        "description": "What happened, with the names and values involved."
      },
      "hint": {
        "type": [
          "string",
          "null"
        ],
        "description": "What would have made it different, where there is something to say."
      },
      "values": {
        "type": "object",
        "description": "The values the reason was made with, by name (each code's are in docs/reasons.md)."
      }
    },
    "$defs": {
      "code": {
        "title": "ReasonCode",
        "description": "A reason's stable code: its topic, a dot, the decision.",
        "enum": [
          "tenant.default",
          "tenant.header",
          "tenant.path",
          "tenant.baggage",
          "tenant.created",
          "auth.missing",
          "auth.malformed",
          "caller.token",
          "caller.default",
          "caller.expired",
          "caller.unknown",
          "caller.none",
          "fault.answered",
          "fault.delayed",
          "latency.added",
          "route.matched",
          "route.unknown",
          "route.method",
          "route.escape",
          "body.json",
          "body.form",
          "body.empty",
          "body.unsupported",
          "body.unparsable",
          "body.not_object",
          "body.refused_key",
          "body.too_deep",
          "body.unread",
          "input.invalid",
          "input.unknown",
          "conversation.hidden",
          "conversation.absent",
          "message.hidden",
          "message.absent",
          "message.attachments_full",
          "group.hidden",
          "group.absent",
          "group.archived",
          "contact.resolved",
          "contact.unknown",
          "page.cursor",
          "page.cursor_refused",
          "page.hidden",
          "page.filtered",
          "page.more",
          "page.end",
          "clock.frozen",
          "message.sent",
          "message.updated",
          "message.deleted",
          "group.created",
          "group.updated",
          "group.deleted",
          "storage.refused",
          "storage.memory",
          "internal.bug"
        ]
      }
    }
  },
  "reset.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "reset.schema.json",
    "title": "ResetResult",
    "description": "The answer of POST /__reset: the tenant is back to its baseline.",
    "type": "object",
    "required": [
      "status",
      "counts"
    ],
    "additionalProperties": false,
    "properties": {
      "status": {
        "const": "reset"
      },
      "counts": {
        "$ref": "counts.schema.json"
      }
    }
  },
  "send-message.body.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "send-message.body.schema.json",
    "title": "SendMessageBody",
    "description": "Body of POST /v1/messages.",
    "type": "object",
    "required": [
      "conversation_id",
      "message"
    ],
    "additionalProperties": false,
    "properties": {
      "conversation_id": {
        "$ref": "message.schema.json#/properties/conversation_id"
      },
      "message": {
        "$ref": "message.schema.json#/properties/message"
      },
      "attachments": {
        "type": "array",
        "maxItems": 10,
        "items": {
          "$ref": "attachment-input.schema.json"
        }
      }
    }
  },
  "tenant-deleted.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "tenant-deleted.schema.json",
    "title": "TenantDeleted",
    "description": "The answer of DELETE /__tenants/{name}.",
    "type": "object",
    "required": [
      "name",
      "deleted"
    ],
    "additionalProperties": false,
    "properties": {
      "name": {
        "$ref": "tenant-list.schema.json#/$defs/name"
      },
      "deleted": {
        "const": true
      }
    }
  },
  "tenant-list.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "tenant-list.schema.json",
    "title": "TenantList",
    "description": "The answer of GET /__tenants: every tenant of the server.",
    "type": "object",
    "required": [
      "data"
    ],
    "additionalProperties": false,
    "properties": {
      "data": {
        "type": "array",
        "items": {
          "title": "TenantSummary",
          "type": "object",
          "required": [
            "name",
            "counts",
            "created_at",
            "last_used_at",
            "lease",
            "ends_at"
          ],
          "additionalProperties": false,
          "properties": {
            "name": {
              "$ref": "#/$defs/name"
            },
            "counts": {
              "$ref": "counts.schema.json"
            },
            "created_at": {
              "$ref": "common.schema.json#/$defs/timestamp"
            },
            "last_used_at": {
              "$ref": "common.schema.json#/$defs/timestamp"
            },
            "lease": {
              "type": [
                "string",
                "null"
              ],
              "description": "The tenant's lease (X-Mock-Tenant-Lease), as a duration (15m): it ends once it stands unused that long. null: it has none.",
              "examples": [
                "15m"
              ]
            },
            "ends_at": {
              "$ref": "common.schema.json#/$defs/nullableTimestamp",
              "description": "When the tenant ends unless it is used before (its last use plus its lease, or plus the server's --tenant-idle), in the server's timestamp unit. null: it never ends (default, or no lease and no --tenant-idle)."
            }
          }
        }
      }
    },
    "$defs": {
      "name": {
        "title": "TenantName",
        "type": "string",
        "pattern": "^[A-Za-z0-9._-]{1,64}$",
        "description": "A tenant's name: 1 to 64 of A-Z a-z 0-9 . _ -"
      }
    }
  },
  "update-group.body.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "update-group.body.schema.json",
    "title": "UpdateGroupBody",
    "description": "Body of PUT /v1/groups/:id: at least one field; fields not sent stay as they were. contacts replaces the member list; archived_at archives, null restores.",
    "type": "object",
    "minProperties": 1,
    "additionalProperties": false,
    "properties": {
      "name": {
        "$ref": "group.schema.json#/properties/name"
      },
      "description": {
        "$ref": "group.schema.json#/properties/description"
      },
      "avatar_url": {
        "$ref": "group.schema.json#/properties/avatar_url"
      },
      "contacts": {
        "$ref": "create-group.body.schema.json#/properties/contacts"
      },
      "archived_at": {
        "$ref": "group.schema.json#/properties/archived_at"
      }
    },
    "x-message": "must name at least one of name, description, avatar_url, contacts, archived_at"
  },
  "update-message.body.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "update-message.body.schema.json",
    "title": "UpdateMessageBody",
    "description": "Body of PUT /v1/messages/:id: at least one field. Reactions are merged and attachments appended (updateMode replace: both replace).",
    "type": "object",
    "minProperties": 1,
    "additionalProperties": false,
    "properties": {
      "message": {
        "$ref": "message.schema.json#/properties/message"
      },
      "reactions": {
        "$ref": "reactions.schema.json#/$defs/input"
      },
      "attachments": {
        "$ref": "send-message.body.schema.json#/properties/attachments"
      }
    },
    "x-message": "must name at least one of message, reactions, attachments"
  },
  "world-contacts.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "world-contacts.schema.json",
    "title": "WorldContactPage",
    "description": "A page of the world's contacts, in the order the fixture lists them (then those created since), each with the tokens that act as it.",
    "type": "object",
    "required": [
      "data",
      "next"
    ],
    "additionalProperties": false,
    "properties": {
      "data": {
        "type": "array",
        "maxItems": 500,
        "items": {
          "title": "WorldContact",
          "type": "object",
          "required": [
            "id",
            "username",
            "phone_number",
            "avatar_url",
            "last_active_at",
            "created_at",
            "tokens"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "$ref": "contact.schema.json#/properties/id"
            },
            "username": {
              "$ref": "contact.schema.json#/properties/username"
            },
            "phone_number": {
              "$ref": "contact.schema.json#/properties/phone_number"
            },
            "avatar_url": {
              "$ref": "contact.schema.json#/properties/avatar_url"
            },
            "last_active_at": {
              "$ref": "contact.schema.json#/properties/last_active_at"
            },
            "created_at": {
              "$ref": "contact.schema.json#/properties/created_at"
            },
            "tokens": {
              "type": "array",
              "items": {
                "title": "WorldToken",
                "type": "object",
                "required": [
                  "token",
                  "expires_at"
                ],
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "expires_at": {
                    "$ref": "common.schema.json#/$defs/nullableTimestamp"
                  }
                }
              }
            }
          }
        }
      },
      "next": {
        "$ref": "#/$defs/next"
      }
    },
    "$defs": {
      "next": {
        "title": "WorldNext",
        "type": [
          "string",
          "null"
        ],
        "description": "Pass it as `after` for the next page; null when the list ends here. A search that stopped at its limit gives one too, even if no further item matches."
      },
      "query": {
        "title": "WorldContactQuery",
        "description": "Query of GET /__world/contacts.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "q": {
            "$ref": "#/$defs/q"
          },
          "after": {
            "$ref": "#/$defs/after"
          },
          "limit": {
            "$ref": "#/$defs/pageLimit"
          }
        }
      },
      "q": {
        "title": "WorldSearchText",
        "type": "string",
        "maxLength": 200,
        "description": "Keeps the items whose id, name or text contains it, case ignored. Empty: every item."
      },
      "after": {
        "title": "WorldAfter",
        "type": "string",
        "minLength": 1,
        "description": "The `next` of the previous page: this page starts after that item."
      },
      "pageLimit": {
        "title": "WorldPageLimit",
        "type": "integer",
        "minimum": 1,
        "maximum": 500,
        "default": 50,
        "description": "Page size, 1 to 500."
      }
    }
  },
  "world-conversations.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "world-conversations.schema.json",
    "title": "WorldConversationPage",
    "description": "A page of the world's conversations (groups' first, in their fixture order, then direct ones; then those created since), each with its group, its participants and how many messages it holds.",
    "type": "object",
    "required": [
      "data",
      "next"
    ],
    "additionalProperties": false,
    "properties": {
      "data": {
        "type": "array",
        "maxItems": 500,
        "items": {
          "$ref": "#/$defs/conversation"
        }
      },
      "next": {
        "$ref": "world-contacts.schema.json#/$defs/next"
      }
    },
    "$defs": {
      "conversation": {
        "title": "WorldConversation",
        "type": "object",
        "required": [
          "id",
          "group",
          "participants",
          "messages"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "$ref": "common.schema.json#/$defs/id"
          },
          "group": {
            "oneOf": [
              {
                "type": "null"
              },
              {
                "title": "WorldGroup",
                "type": "object",
                "required": [
                  "id",
                  "name",
                  "description",
                  "avatar_url",
                  "owner",
                  "contacts",
                  "created_at",
                  "archived_at"
                ],
                "additionalProperties": false,
                "properties": {
                  "id": {
                    "$ref": "group.schema.json#/properties/id"
                  },
                  "name": {
                    "$ref": "group.schema.json#/properties/name"
                  },
                  "description": {
                    "$ref": "group.schema.json#/properties/description"
                  },
                  "avatar_url": {
                    "$ref": "group.schema.json#/properties/avatar_url"
                  },
                  "owner": {
                    "$ref": "common.schema.json#/$defs/id"
                  },
                  "contacts": {
                    "type": "array",
                    "items": {
                      "$ref": "common.schema.json#/$defs/id"
                    }
                  },
                  "created_at": {
                    "$ref": "group.schema.json#/properties/created_at"
                  },
                  "archived_at": {
                    "$ref": "group.schema.json#/properties/archived_at"
                  }
                }
              }
            ]
          },
          "participants": {
            "type": "array",
            "description": "A group's owner then its members, or a direct conversation's participants.",
            "items": {
              "title": "WorldParticipant",
              "type": "object",
              "required": [
                "id",
                "username"
              ],
              "additionalProperties": false,
              "properties": {
                "id": {
                  "$ref": "common.schema.json#/$defs/id"
                },
                "username": {
                  "type": [
                    "string",
                    "null"
                  ]
                }
              }
            }
          },
          "messages": {
            "type": "integer",
            "minimum": 0,
            "description": "How many messages it holds."
          }
        }
      },
      "query": {
        "title": "WorldConversationQuery",
        "description": "Query of GET /__world/conversations.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "kind": {
            "enum": [
              "group",
              "direct"
            ],
            "description": "Only group conversations, or only direct ones. Default: both."
          },
          "q": {
            "$ref": "world-contacts.schema.json#/$defs/q"
          },
          "after": {
            "$ref": "world-contacts.schema.json#/$defs/after"
          },
          "limit": {
            "$ref": "world-contacts.schema.json#/$defs/pageLimit"
          }
        }
      }
    }
  },
  "world-messages.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "world-messages.schema.json",
    "title": "WorldMessagePage",
    "description": "A page of messages as the world keeps them (the fixture's shape, every field present).",
    "type": "object",
    "required": [
      "data",
      "next"
    ],
    "additionalProperties": false,
    "properties": {
      "data": {
        "type": "array",
        "maxItems": 500,
        "items": {
          "title": "WorldMessage",
          "type": "object",
          "required": [
            "id",
            "conversation_id",
            "contact",
            "message",
            "reactions",
            "attachments",
            "read_at",
            "created_at",
            "updated_at"
          ],
          "additionalProperties": false,
          "properties": {
            "id": {
              "$ref": "message.schema.json#/properties/id"
            },
            "conversation_id": {
              "$ref": "message.schema.json#/properties/conversation_id"
            },
            "contact": {
              "$ref": "common.schema.json#/$defs/id",
              "description": "Id of the sending contact."
            },
            "message": {
              "$ref": "message.schema.json#/properties/message"
            },
            "reactions": {
              "$ref": "message.schema.json#/properties/reactions"
            },
            "attachments": {
              "type": "array",
              "items": {
                "$ref": "attachment.schema.json"
              }
            },
            "read_at": {
              "$ref": "message.schema.json#/properties/read_at"
            },
            "created_at": {
              "$ref": "message.schema.json#/properties/created_at"
            },
            "updated_at": {
              "$ref": "message.schema.json#/properties/updated_at"
            }
          }
        }
      },
      "next": {
        "$ref": "world-contacts.schema.json#/$defs/next"
      }
    },
    "$defs": {
      "timelineQuery": {
        "title": "WorldTimelineQuery",
        "description": "Query of GET /__world/conversations/{id}/messages.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "after": {
            "type": "string",
            "minLength": 1,
            "description": "The `next` of the previous page: the page holds the messages older than that one."
          },
          "limit": {
            "$ref": "world-contacts.schema.json#/$defs/pageLimit"
          }
        }
      },
      "searchQuery": {
        "title": "WorldSearchQuery",
        "description": "Query of GET /__world/messages.",
        "type": "object",
        "required": [
          "q"
        ],
        "additionalProperties": false,
        "properties": {
          "q": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "description": "Keeps the messages whose id, text or attachment file name contains it, case ignored."
          },
          "conversation_id": {
            "type": "string",
            "minLength": 1,
            "description": "Only the messages of this conversation."
          },
          "after": {
            "type": "string",
            "minLength": 1,
            "description": "The `next` of the previous page: the search goes on after that message."
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 200,
            "default": 50,
            "description": "At most this many matches, 1 to 200."
          }
        }
      }
    }
  },
  "world.schema.json": {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "world.schema.json",
    "title": "WorldSummary",
    "description": "What GET /__world says of the tenant's world at once, whatever its size: counts and the versions a page polls to know what to refetch.",
    "type": "object",
    "required": [
      "version",
      "counts",
      "default_caller",
      "timestamp_unit"
    ],
    "additionalProperties": false,
    "properties": {
      "version": {
        "type": "object",
        "description": "Numbers that only grow. `world` moves with every change to a record (a /v1 write, a reset, a fixture load); `journal` with every journaled request and clear; `controls` with the clock, the faults and the list of tenants.",
        "required": [
          "world",
          "journal",
          "controls"
        ],
        "additionalProperties": false,
        "properties": {
          "world": {
            "type": "integer",
            "minimum": 0
          },
          "journal": {
            "type": "integer",
            "minimum": 0
          },
          "controls": {
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "counts": {
        "type": "object",
        "required": [
          "contacts",
          "groups",
          "conversations",
          "messages",
          "tokens"
        ],
        "additionalProperties": false,
        "properties": {
          "contacts": {
            "type": "integer",
            "minimum": 0
          },
          "groups": {
            "type": "integer",
            "minimum": 0
          },
          "conversations": {
            "type": "integer",
            "minimum": 0,
            "description": "Group conversations too."
          },
          "messages": {
            "type": "integer",
            "minimum": 0
          },
          "tokens": {
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "default_caller": {
        "type": [
          "string",
          "null"
        ],
        "description": "The contact a request without a token acts as, when the fixture names one."
      },
      "timestamp_unit": {
        "enum": [
          "s",
          "ms"
        ]
      }
    }
  }
}
