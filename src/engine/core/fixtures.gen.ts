/* Generated from fixtures/ by `npm run types`: do not edit. */

/** Every fixture of fixtures/, by name (its file name without .json). */
export const packageFixtures: { readonly [name: string]: unknown } = {
  "archived-heavy": {
    "timestamp_unit": "s",
    "default_caller": "ct_me",
    "tokens": {
      "tok_me": "ct_me",
      "tok_ada": "ct_ada"
    },
    "contacts": [
      {
        "id": "ct_me",
        "username": "me",
        "phone_number": "+15550199",
        "avatar_url": null,
        "last_active_at": 1767100000,
        "created_at": 1735689600
      },
      {
        "id": "ct_ada",
        "username": "ada",
        "phone_number": "+15550200",
        "avatar_url": null,
        "last_active_at": null,
        "created_at": 1735689600
      },
      {
        "id": "ct_bo",
        "username": "bo",
        "phone_number": "+15550201",
        "avatar_url": null,
        "last_active_at": null,
        "created_at": 1735776000
      },
      {
        "id": "ct_cy",
        "username": "cy",
        "phone_number": "+15550202",
        "avatar_url": null,
        "last_active_at": null,
        "created_at": 1735862400
      },
      {
        "id": "ct_di",
        "username": "di",
        "phone_number": "+15550203",
        "avatar_url": null,
        "last_active_at": null,
        "created_at": 1735948800
      },
      {
        "id": "ct_ed",
        "username": "ed",
        "phone_number": "+15550204",
        "avatar_url": null,
        "last_active_at": null,
        "created_at": 1736035200
      },
      {
        "id": "ct_flo",
        "username": "flo",
        "phone_number": "+15550205",
        "avatar_url": null,
        "last_active_at": null,
        "created_at": 1736121600
      }
    ],
    "groups": [
      {
        "id": "grp_arch_00",
        "name": "Book club 2024",
        "description": null,
        "avatar_url": null,
        "owner": "ct_me",
        "contacts": [
          "ct_ada"
        ],
        "conversation_id": "conv_arch_00",
        "created_at": 1740000000,
        "archived_at": 1745000000
      },
      {
        "id": "grp_arch_01",
        "name": "Hackathon",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_bo",
        "contacts": [
          "ct_cy",
          "ct_me"
        ],
        "conversation_id": "conv_arch_01",
        "created_at": 1740200000,
        "archived_at": 1745200000
      },
      {
        "id": "grp_arch_02",
        "name": "Wedding planning",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_me",
        "contacts": [
          "ct_cy",
          "ct_di",
          "ct_ed"
        ],
        "conversation_id": "conv_arch_02",
        "created_at": 1740400000,
        "archived_at": 1745400000
      },
      {
        "id": "grp_arch_03",
        "name": "Summer camp",
        "description": null,
        "avatar_url": null,
        "owner": "ct_di",
        "contacts": [
          "ct_me"
        ],
        "conversation_id": "conv_arch_03",
        "created_at": 1740600000,
        "archived_at": 1745600000
      },
      {
        "id": "grp_arch_04",
        "name": "Old flatmates",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_me",
        "contacts": [
          "ct_ed",
          "ct_flo"
        ],
        "conversation_id": "conv_arch_04",
        "created_at": 1740800000,
        "archived_at": null
      },
      {
        "id": "grp_arch_05",
        "name": "Running club",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_flo",
        "contacts": [
          "ct_ada",
          "ct_bo",
          "ct_me"
        ],
        "conversation_id": "conv_arch_05",
        "created_at": 1741000000,
        "archived_at": 1746000000
      },
      {
        "id": "grp_arch_06",
        "name": "Ski trip 2025",
        "description": null,
        "avatar_url": null,
        "owner": "ct_me",
        "contacts": [
          "ct_ada"
        ],
        "conversation_id": "conv_arch_06",
        "created_at": 1741200000,
        "archived_at": 1746200000
      },
      {
        "id": "grp_arch_07",
        "name": "Garden share",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_bo",
        "contacts": [
          "ct_cy",
          "ct_me"
        ],
        "conversation_id": "conv_arch_07",
        "created_at": 1741400000,
        "archived_at": 1746400000
      },
      {
        "id": "grp_arch_08",
        "name": "Reading group",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_me",
        "contacts": [
          "ct_cy",
          "ct_di",
          "ct_ed"
        ],
        "conversation_id": "conv_arch_08",
        "created_at": 1741600000,
        "archived_at": 1746600000
      },
      {
        "id": "grp_arch_09",
        "name": "Board games",
        "description": null,
        "avatar_url": null,
        "owner": "ct_di",
        "contacts": [
          "ct_me"
        ],
        "conversation_id": "conv_arch_09",
        "created_at": 1741800000,
        "archived_at": null
      },
      {
        "id": "grp_arch_10",
        "name": "Choir",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_me",
        "contacts": [
          "ct_ed",
          "ct_flo"
        ],
        "conversation_id": "conv_arch_10",
        "created_at": 1742000000,
        "archived_at": 1747000000
      },
      {
        "id": "grp_arch_11",
        "name": "Volunteering",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_flo",
        "contacts": [
          "ct_ada",
          "ct_bo",
          "ct_me"
        ],
        "conversation_id": "conv_arch_11",
        "created_at": 1742200000,
        "archived_at": 1747200000
      },
      {
        "id": "grp_arch_12",
        "name": "Film nights",
        "description": null,
        "avatar_url": null,
        "owner": "ct_me",
        "contacts": [
          "ct_ada"
        ],
        "conversation_id": "conv_arch_12",
        "created_at": 1742400000,
        "archived_at": 1747400000
      },
      {
        "id": "grp_arch_13",
        "name": "Moving day",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_bo",
        "contacts": [
          "ct_cy",
          "ct_me"
        ],
        "conversation_id": "conv_arch_13",
        "created_at": 1742600000,
        "archived_at": 1747600000
      },
      {
        "id": "grp_arch_14",
        "name": "Chess club",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_me",
        "contacts": [
          "ct_cy",
          "ct_di",
          "ct_ed"
        ],
        "conversation_id": "conv_arch_14",
        "created_at": 1742800000,
        "archived_at": null
      },
      {
        "id": "grp_arch_15",
        "name": "Conference 2025",
        "description": null,
        "avatar_url": null,
        "owner": "ct_di",
        "contacts": [
          "ct_me"
        ],
        "conversation_id": "conv_arch_15",
        "created_at": 1743000000,
        "archived_at": 1748000000
      },
      {
        "id": "grp_arch_16",
        "name": "Side project",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_me",
        "contacts": [
          "ct_ed",
          "ct_flo"
        ],
        "conversation_id": "conv_arch_16",
        "created_at": 1743200000,
        "archived_at": 1748200000
      },
      {
        "id": "grp_arch_17",
        "name": "Band practice",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_flo",
        "contacts": [
          "ct_ada",
          "ct_bo",
          "ct_me"
        ],
        "conversation_id": "conv_arch_17",
        "created_at": 1743400000,
        "archived_at": 1748400000
      },
      {
        "id": "grp_arch_18",
        "name": "Hiking",
        "description": null,
        "avatar_url": null,
        "owner": "ct_me",
        "contacts": [
          "ct_ada"
        ],
        "conversation_id": "conv_arch_18",
        "created_at": 1743600000,
        "archived_at": 1748600000
      },
      {
        "id": "grp_arch_19",
        "name": "Carpool",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_bo",
        "contacts": [
          "ct_cy",
          "ct_me"
        ],
        "conversation_id": "conv_arch_19",
        "created_at": 1743800000,
        "archived_at": null
      },
      {
        "id": "grp_arch_20",
        "name": "Study group",
        "description": "Kept for the record",
        "avatar_url": null,
        "owner": "ct_me",
        "contacts": [
          "ct_cy",
          "ct_di",
          "ct_ed"
        ],
        "conversation_id": "conv_arch_20",
        "created_at": 1744000000,
        "archived_at": 1749000000
      },
      {
        "id": "grp_arch_21",
        "name": "Baby shower",
        "description": null,
        "avatar_url": null,
        "owner": "ct_di",
        "contacts": [
          "ct_me"
        ],
        "conversation_id": "conv_arch_21",
        "created_at": 1744200000,
        "archived_at": 1749200000
      }
    ],
    "messages": [
      {
        "id": "msg_arch_00_0",
        "conversation_id": "conv_arch_00",
        "contact": "ct_me",
        "message": "Hello Book club 2024!",
        "created_at": 1740001000
      },
      {
        "id": "msg_arch_00_1",
        "conversation_id": "conv_arch_00",
        "contact": "ct_ada",
        "message": "Last one from Book club 2024",
        "created_at": 1740002000
      },
      {
        "id": "msg_arch_01_0",
        "conversation_id": "conv_arch_01",
        "contact": "ct_me",
        "message": "Hello Hackathon!",
        "created_at": 1740201000
      },
      {
        "id": "msg_arch_01_1",
        "conversation_id": "conv_arch_01",
        "contact": "ct_bo",
        "message": "Last one from Hackathon",
        "created_at": 1740202000
      },
      {
        "id": "msg_arch_02_0",
        "conversation_id": "conv_arch_02",
        "contact": "ct_me",
        "message": "Hello Wedding planning!",
        "created_at": 1740401000
      },
      {
        "id": "msg_arch_02_1",
        "conversation_id": "conv_arch_02",
        "contact": "ct_cy",
        "message": "Last one from Wedding planning",
        "created_at": 1740402000
      },
      {
        "id": "msg_arch_03_0",
        "conversation_id": "conv_arch_03",
        "contact": "ct_me",
        "message": "Hello Summer camp!",
        "created_at": 1740601000
      },
      {
        "id": "msg_arch_03_1",
        "conversation_id": "conv_arch_03",
        "contact": "ct_di",
        "message": "Last one from Summer camp",
        "created_at": 1740602000
      },
      {
        "id": "msg_arch_04_0",
        "conversation_id": "conv_arch_04",
        "contact": "ct_me",
        "message": "Hello Old flatmates!",
        "created_at": 1740801000
      },
      {
        "id": "msg_arch_04_1",
        "conversation_id": "conv_arch_04",
        "contact": "ct_ed",
        "message": "Last one from Old flatmates",
        "created_at": 1740802000
      },
      {
        "id": "msg_arch_05_0",
        "conversation_id": "conv_arch_05",
        "contact": "ct_me",
        "message": "Hello Running club!",
        "created_at": 1741001000
      },
      {
        "id": "msg_arch_05_1",
        "conversation_id": "conv_arch_05",
        "contact": "ct_flo",
        "message": "Last one from Running club",
        "created_at": 1741002000
      },
      {
        "id": "msg_arch_06_0",
        "conversation_id": "conv_arch_06",
        "contact": "ct_me",
        "message": "Hello Ski trip 2025!",
        "created_at": 1741201000
      },
      {
        "id": "msg_arch_06_1",
        "conversation_id": "conv_arch_06",
        "contact": "ct_ada",
        "message": "Last one from Ski trip 2025",
        "created_at": 1741202000
      },
      {
        "id": "msg_arch_07_0",
        "conversation_id": "conv_arch_07",
        "contact": "ct_me",
        "message": "Hello Garden share!",
        "created_at": 1741401000
      },
      {
        "id": "msg_arch_07_1",
        "conversation_id": "conv_arch_07",
        "contact": "ct_bo",
        "message": "Last one from Garden share",
        "created_at": 1741402000
      },
      {
        "id": "msg_arch_08_0",
        "conversation_id": "conv_arch_08",
        "contact": "ct_me",
        "message": "Hello Reading group!",
        "created_at": 1741601000
      },
      {
        "id": "msg_arch_08_1",
        "conversation_id": "conv_arch_08",
        "contact": "ct_cy",
        "message": "Last one from Reading group",
        "created_at": 1741602000
      },
      {
        "id": "msg_arch_09_0",
        "conversation_id": "conv_arch_09",
        "contact": "ct_me",
        "message": "Hello Board games!",
        "created_at": 1741801000
      },
      {
        "id": "msg_arch_09_1",
        "conversation_id": "conv_arch_09",
        "contact": "ct_di",
        "message": "Last one from Board games",
        "created_at": 1741802000
      },
      {
        "id": "msg_arch_10_0",
        "conversation_id": "conv_arch_10",
        "contact": "ct_me",
        "message": "Hello Choir!",
        "created_at": 1742001000
      },
      {
        "id": "msg_arch_10_1",
        "conversation_id": "conv_arch_10",
        "contact": "ct_ed",
        "message": "Last one from Choir",
        "created_at": 1742002000
      },
      {
        "id": "msg_arch_11_0",
        "conversation_id": "conv_arch_11",
        "contact": "ct_me",
        "message": "Hello Volunteering!",
        "created_at": 1742201000
      },
      {
        "id": "msg_arch_11_1",
        "conversation_id": "conv_arch_11",
        "contact": "ct_flo",
        "message": "Last one from Volunteering",
        "created_at": 1742202000
      },
      {
        "id": "msg_arch_12_0",
        "conversation_id": "conv_arch_12",
        "contact": "ct_me",
        "message": "Hello Film nights!",
        "created_at": 1742401000
      },
      {
        "id": "msg_arch_12_1",
        "conversation_id": "conv_arch_12",
        "contact": "ct_ada",
        "message": "Last one from Film nights",
        "created_at": 1742402000
      },
      {
        "id": "msg_arch_13_0",
        "conversation_id": "conv_arch_13",
        "contact": "ct_me",
        "message": "Hello Moving day!",
        "created_at": 1742601000
      },
      {
        "id": "msg_arch_13_1",
        "conversation_id": "conv_arch_13",
        "contact": "ct_bo",
        "message": "Last one from Moving day",
        "created_at": 1742602000
      },
      {
        "id": "msg_arch_14_0",
        "conversation_id": "conv_arch_14",
        "contact": "ct_me",
        "message": "Hello Chess club!",
        "created_at": 1742801000
      },
      {
        "id": "msg_arch_14_1",
        "conversation_id": "conv_arch_14",
        "contact": "ct_cy",
        "message": "Last one from Chess club",
        "created_at": 1742802000
      },
      {
        "id": "msg_arch_15_0",
        "conversation_id": "conv_arch_15",
        "contact": "ct_me",
        "message": "Hello Conference 2025!",
        "created_at": 1743001000
      },
      {
        "id": "msg_arch_15_1",
        "conversation_id": "conv_arch_15",
        "contact": "ct_di",
        "message": "Last one from Conference 2025",
        "created_at": 1743002000
      },
      {
        "id": "msg_arch_16_0",
        "conversation_id": "conv_arch_16",
        "contact": "ct_me",
        "message": "Hello Side project!",
        "created_at": 1743201000
      },
      {
        "id": "msg_arch_16_1",
        "conversation_id": "conv_arch_16",
        "contact": "ct_ed",
        "message": "Last one from Side project",
        "created_at": 1743202000
      },
      {
        "id": "msg_arch_17_0",
        "conversation_id": "conv_arch_17",
        "contact": "ct_me",
        "message": "Hello Band practice!",
        "created_at": 1743401000
      },
      {
        "id": "msg_arch_17_1",
        "conversation_id": "conv_arch_17",
        "contact": "ct_flo",
        "message": "Last one from Band practice",
        "created_at": 1743402000
      },
      {
        "id": "msg_arch_18_0",
        "conversation_id": "conv_arch_18",
        "contact": "ct_me",
        "message": "Hello Hiking!",
        "created_at": 1743601000
      },
      {
        "id": "msg_arch_18_1",
        "conversation_id": "conv_arch_18",
        "contact": "ct_ada",
        "message": "Last one from Hiking",
        "created_at": 1743602000
      },
      {
        "id": "msg_arch_19_0",
        "conversation_id": "conv_arch_19",
        "contact": "ct_me",
        "message": "Hello Carpool!",
        "created_at": 1743801000
      },
      {
        "id": "msg_arch_19_1",
        "conversation_id": "conv_arch_19",
        "contact": "ct_bo",
        "message": "Last one from Carpool",
        "created_at": 1743802000
      },
      {
        "id": "msg_arch_20_0",
        "conversation_id": "conv_arch_20",
        "contact": "ct_me",
        "message": "Hello Study group!",
        "created_at": 1744001000
      },
      {
        "id": "msg_arch_20_1",
        "conversation_id": "conv_arch_20",
        "contact": "ct_cy",
        "message": "Last one from Study group",
        "created_at": 1744002000
      },
      {
        "id": "msg_arch_21_0",
        "conversation_id": "conv_arch_21",
        "contact": "ct_me",
        "message": "Hello Baby shower!",
        "created_at": 1744201000
      },
      {
        "id": "msg_arch_21_1",
        "conversation_id": "conv_arch_21",
        "contact": "ct_di",
        "message": "Last one from Baby shower",
        "created_at": 1744202000
      }
    ]
  },
  "busy-group": {
    "timestamp_unit": "s",
    "default_caller": "ct_me",
    "tokens": {
      "tok_me": "ct_me"
    },
    "contacts": [
      {
        "id": "ct_me",
        "username": "me",
        "phone_number": "+15550199",
        "avatar_url": null,
        "last_active_at": null,
        "created_at": 1735689600
      }
    ],
    "generate": {
      "seed": 11,
      "contacts": 12,
      "groups": 1,
      "direct_conversations": 0,
      "messages_per_conversation": 600
    }
  },
  "default": {
    "timestamp_unit": "s",
    "default_caller": "ct_ana",
    "tokens": {
      "tok_ana": "ct_ana",
      "tok_ben": "ct_ben",
      "tok_cleo": "ct_cleo",
      "tok_dev": "ct_dev",
      "tok_eve": "ct_eve",
      "tok_ben_expiring": {
        "contact": "ct_ben",
        "expires_at": 1767312000
      }
    },
    "contacts": [
      {
        "id": "ct_ana",
        "username": "ana",
        "phone_number": "+15550100",
        "avatar_url": "https://example.com/avatars/ana.png",
        "last_active_at": 1767218400,
        "created_at": 1760000000
      },
      {
        "id": "ct_ben",
        "username": "ben",
        "phone_number": "+15550101",
        "avatar_url": "https://example.com/avatars/ben.png",
        "last_active_at": 1767216100,
        "created_at": 1760003600
      },
      {
        "id": "ct_cleo",
        "username": "cleo",
        "phone_number": "+15550102",
        "avatar_url": "https://example.com/avatars/cleo.png",
        "last_active_at": 1767190500,
        "created_at": 1760090000
      },
      {
        "id": "ct_dev",
        "username": "dev",
        "phone_number": "+15550103",
        "avatar_url": "https://example.com/avatars/dev.png",
        "last_active_at": 1767201200,
        "created_at": 1760500000
      },
      {
        "id": "ct_eve",
        "username": "eve",
        "phone_number": "+15550104",
        "avatar_url": "https://example.com/avatars/eve.png",
        "last_active_at": 1767150300,
        "created_at": 1761000000
      },
      {
        "id": "ct_farah",
        "username": "farah",
        "phone_number": "+15550105",
        "avatar_url": "https://example.com/avatars/farah.png",
        "last_active_at": 1767110800,
        "created_at": 1761200000
      },
      {
        "id": "ct_gus",
        "username": "gus",
        "phone_number": "+15550106",
        "avatar_url": "https://example.com/avatars/gus.png",
        "last_active_at": 1767204900,
        "created_at": 1761800000
      },
      {
        "id": "ct_hana",
        "username": "hana",
        "phone_number": "+15550107",
        "avatar_url": "https://example.com/avatars/hana.png",
        "last_active_at": null,
        "created_at": 1762100000
      },
      {
        "id": "ct_ivan",
        "username": "ivan",
        "phone_number": "+15550108",
        "avatar_url": "https://example.com/avatars/ivan.png",
        "last_active_at": 1766902000,
        "created_at": 1762400000
      },
      {
        "id": "ct_jo",
        "username": "jo",
        "phone_number": "+15550109",
        "avatar_url": "https://example.com/avatars/jo.png",
        "last_active_at": null,
        "created_at": 1762900000
      },
      {
        "id": "ct_kai",
        "username": "kai",
        "phone_number": "+15550110",
        "avatar_url": "https://example.com/avatars/kai.png",
        "last_active_at": 1767012600,
        "created_at": 1763300000
      },
      {
        "id": "ct_lena",
        "username": "lena",
        "phone_number": "+15550111",
        "avatar_url": "https://example.com/avatars/lena.png",
        "last_active_at": null,
        "created_at": 1763900000
      }
    ],
    "groups": [
      {
        "id": "grp_trip",
        "name": "Lisbon Trip",
        "description": "Jan 9–13: flights, flat, Sintra and way too many pastries",
        "avatar_url": "https://example.com/avatars/groups/lisbon.jpg",
        "owner": "ct_ana",
        "contacts": [
          "ct_ben",
          "ct_cleo",
          "ct_farah"
        ],
        "conversation_id": "conv_trip",
        "created_at": 1765000000,
        "archived_at": null
      },
      {
        "id": "grp_bookclub",
        "name": "Book Club 2025",
        "description": "One book a month, last Saturday, rotating hosts",
        "avatar_url": "https://example.com/avatars/groups/bookclub.png",
        "owner": "ct_ana",
        "contacts": [
          "ct_dev",
          "ct_eve",
          "ct_hana",
          "ct_ivan"
        ],
        "conversation_id": "conv_bookclub",
        "created_at": 1761500000,
        "archived_at": 1767150000
      },
      {
        "id": "grp_standup",
        "name": "Platform Standup",
        "description": null,
        "avatar_url": null,
        "owner": "ct_ben",
        "contacts": [
          "ct_ana",
          "ct_gus",
          "ct_jo",
          "ct_kai"
        ],
        "conversation_id": "conv_standup",
        "created_at": 1762300000,
        "archived_at": null
      },
      {
        "id": "grp_climbing",
        "name": "Climbing Crew",
        "description": "Tuesday and Thursday bouldering at Vertical",
        "avatar_url": "https://example.com/avatars/groups/climbing.jpg",
        "owner": "ct_cleo",
        "contacts": [
          "ct_dev",
          "ct_eve",
          "ct_lena"
        ],
        "conversation_id": "conv_climbing",
        "created_at": 1764100000,
        "archived_at": null
      }
    ],
    "conversations": [
      {
        "id": "conv_dm_ana_ben",
        "participants": [
          "ct_ana",
          "ct_ben"
        ]
      },
      {
        "id": "conv_dm_cleo_dev",
        "participants": [
          "ct_cleo",
          "ct_dev"
        ]
      }
    ],
    "messages": [
      {
        "id": "msg_5SK9ZCo9Z9QDG6TTs1Kb",
        "conversation_id": "conv_trip",
        "contact": "ct_ana",
        "message": "Okay team, Lisbon is booked for Jan 9–13! Flights land at 10:40 on Friday.",
        "reactions": [
          {
            "heart": [
              "ben",
              "cleo",
              "farah"
            ]
          }
        ],
        "attachments": [],
        "read_at": 1766013000,
        "created_at": 1766012400,
        "updated_at": null
      },
      {
        "id": "msg_cKY5SfafakwLm2AZYxSr",
        "conversation_id": "conv_trip",
        "contact": "ct_ben",
        "message": "Finally!! I'll look at places in Alfama or Príncipe Real.",
        "reactions": [],
        "attachments": [],
        "read_at": null,
        "created_at": 1766012940,
        "updated_at": null
      },
      {
        "id": "msg_tfgw7rn1ioFSPMdwGJhC",
        "conversation_id": "conv_trip",
        "contact": "ct_cleo",
        "message": "Príncipe Real please, Alfama is all hills and my knee is still complaining 😅",
        "reactions": [
          {
            "laugh": [
              "ana",
              "ben"
            ]
          }
        ],
        "attachments": [],
        "read_at": null,
        "created_at": 1766013660,
        "updated_at": null
      },
      {
        "id": "msg_HMQgtUXiziG7vVF64Jj8",
        "conversation_id": "conv_trip",
        "contact": "ct_farah",
        "message": "Found this one: 3 bedrooms, 4 min from the metro, €142/night.",
        "reactions": [],
        "attachments": [
          {
            "id": "att_M6fu6I1SQXVJtL6FGqBf",
            "url": "https://files.example.com/uploads/listing-principe-real.png",
            "filename": "listing-principe-real.png",
            "content_type": "image/png",
            "size": 482113
          }
        ],
        "read_at": null,
        "created_at": 1766100600,
        "updated_at": null
      },
      {
        "id": "msg_luipAiI3HBlwOsL8hrFz",
        "conversation_id": "conv_trip",
        "contact": "ct_ben",
        "message": "Looks great. Does it have a washing machine?",
        "reactions": [],
        "attachments": [],
        "read_at": null,
        "created_at": 1766101350,
        "updated_at": null
      },
      {
        "id": "msg_BVpTBnDefh0um7CoQCeH",
        "conversation_id": "conv_trip",
        "contact": "ct_farah",
        "message": "Yes, and a small terrace. Here are the house rules.",
        "reactions": [],
        "attachments": [
          {
            "id": "att_xlottWFJyeqkU9k3Loyo",
            "url": "https://files.example.com/uploads/house-rules.pdf",
            "filename": "house-rules.pdf",
            "content_type": "application/pdf",
            "size": 91842
          }
        ],
        "read_at": 1766105000,
        "created_at": 1766102500,
        "updated_at": null
      },
      {
        "id": "msg_86TwFMVCKvyEDmnBrcpf",
        "conversation_id": "conv_trip",
        "contact": "ct_ana",
        "message": "Booked it! €568 for 4 nights, so €142 each. Payment requests coming your way.",
        "reactions": [
          {
            "thumbs_up": [
              "ben",
              "farah"
            ]
          },
          {
            "like": [
              "cleo"
            ]
          }
        ],
        "attachments": [],
        "read_at": null,
        "created_at": 1766190800,
        "updated_at": 1766191200
      },
      {
        "id": "msg_L6a30thanqHqBvF8KdCB",
        "conversation_id": "conv_trip",
        "contact": "ct_cleo",
        "message": "Who wants to do the Sintra day trip on Saturday? Train from Rossio takes ~40 min.",
        "reactions": [],
        "attachments": [],
        "read_at": null,
        "created_at": 1766277100,
        "updated_at": null
      },
      {
        "id": "msg_SQjFpsx9XOYM5PUjcao0",
        "conversation_id": "conv_trip",
        "contact": "ct_ben",
        "message": "Me. Let's go early, Pena Palace gets packed by 11.",
        "reactions": [],
        "attachments": [],
        "read_at": null,
        "created_at": 1766277700,
        "updated_at": null
      },
      {
        "id": "msg_pRcc4Rt0gHQ64qtjx0MI",
        "conversation_id": "conv_trip",
        "contact": "ct_ana",
        "message": "Itinerary draft attached, comment on anything you'd swap. Map of the flat too.",
        "reactions": [],
        "attachments": [
          {
            "id": "att_4OGd2wM9bfcBpVATzF8y",
            "url": "https://files.example.com/uploads/lisbon-itinerary-v2.docx",
            "filename": "lisbon-itinerary-v2.docx",
            "content_type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "size": 27456
          },
          {
            "id": "att_qyCS7av9DCvUp4ADP6KO",
            "url": "https://files.example.com/uploads/flat-map.jpg",
            "filename": "flat-map.jpg",
            "content_type": "image/jpeg",
            "size": 1204377
          }
        ],
        "read_at": 1766370000,
        "created_at": 1766364400,
        "updated_at": null
      },
      {
        "id": "msg_4xE3Ipn5w8zCXKPVgbI5",
        "conversation_id": "conv_trip",
        "contact": "ct_farah",
        "message": "Pastéis de Belém on Sunday is non-negotiable.",
        "reactions": [
          {
            "heart": [
              "ana",
              "ben",
              "cleo"
            ]
          },
          {
            "laugh": [
              "cleo"
            ]
          }
        ],
        "attachments": [],
        "read_at": null,
        "created_at": 1766366300,
        "updated_at": null
      },
      {
        "id": "msg_0AgnXozjNmmptux62h6j",
        "conversation_id": "conv_bookclub",
        "contact": "ct_ana",
        "message": "December pick: 'Piranesi' by Susanna Clarke. Meeting on the 20th at my place?",
        "reactions": [
          {
            "like": [
              "dev",
              "hana"
            ]
          }
        ],
        "attachments": [],
        "read_at": null,
        "created_at": 1766101100,
        "updated_at": null
      },
      {
        "id": "msg_mROyTNOCLpFCQtZGR32s",
        "conversation_id": "conv_bookclub",
        "contact": "ct_hana",
        "message": "Love it. I'm halfway already, no spoilers please.",
        "reactions": [],
        "attachments": [],
        "read_at": null,
        "created_at": 1766103500,
        "updated_at": null
      },
      {
        "id": "msg_wbwEOFBcUIqKXwm3t8Gh",
        "conversation_id": "conv_bookclub",
        "contact": "ct_dev",
        "message": "Can we do 7pm instead of 6? I'm stuck at work until 6:30.",
        "reactions": [],
        "attachments": [],
        "read_at": null,
        "created_at": 1766108400,
        "updated_at": null
      },
      {
        "id": "msg_DA2allNJIZx9Gcw5knkk",
        "conversation_id": "conv_bookclub",
        "contact": "ct_eve",
        "message": "7 works for me. I'll bring the wine.",
        "reactions": [
          {
            "heart": [
              "ana"
            ]
          }
        ],
        "attachments": [],
        "read_at": 1766110000,
        "created_at": 1766109250,
        "updated_at": null
      },
      {
        "id": "msg_WIvRos1KEnY8krgD1Oio",
        "conversation_id": "conv_bookclub",
        "contact": "ct_ivan",
        "message": "Notes from our last session, in case anyone wants to revisit the ending.",
        "reactions": [],
        "attachments": [
          {
            "id": "att_TLc06emsTFMfauhnDOEp",
            "url": "https://files.example.com/uploads/piranesi-notes.pdf",
            "filename": "piranesi-notes.pdf",
            "content_type": "application/pdf",
            "size": 154220
          }
        ],
        "read_at": null,
        "created_at": 1766531100,
        "updated_at": null
      },
      {
        "id": "msg_wtOnYzloxmWa2khYGiQ1",
        "conversation_id": "conv_bookclub",
        "contact": "ct_ana",
        "message": "Thanks all for a great year of books! I'm archiving this chat, the 2026 club chat starts in January.",
        "reactions": [
          {
            "heart": [
              "dev",
              "eve",
              "hana",
              "ivan"
            ]
          }
        ],
        "attachments": [],
        "read_at": null,
        "created_at": 1767141600,
        "updated_at": 1767142000
      },
      {
        "id": "msg_hSOT6bSLEuQXUPPPIGHG",
        "conversation_id": "conv_standup",
        "contact": "ct_ben",
        "message": "Standup: yesterday finished the pagination fix, today reviewing the auth PR. No blockers.",
        "reactions": [],
        "attachments": [],
        "read_at": null,
        "created_at": 1766210700,
        "updated_at": null
      },
      {
        "id": "msg_UgIgWzJjIb8AFnXAOGUu",
        "conversation_id": "conv_standup",
        "contact": "ct_ana",
        "message": "Yesterday: token refresh tests. Today: retry logic for 503s. Blocked on staging credentials.",
        "reactions": [],
        "attachments": [],
        "read_at": 1766211500,
        "created_at": 1766211010,
        "updated_at": null
      },
      {
        "id": "msg_YBC5Hoom1sRHkBYa5Hj8",
        "conversation_id": "conv_standup",
        "contact": "ct_gus",
        "message": "I'll get you the staging creds after lunch.",
        "reactions": [
          {
            "thumbs_up": [
              "ana"
            ]
          }
        ],
        "attachments": [],
        "read_at": null,
        "created_at": 1766211205,
        "updated_at": null
      },
      {
        "id": "msg_iSUszThj8V9YHnMF8pX0",
        "conversation_id": "conv_standup",
        "contact": "ct_jo",
        "message": "Deploy went out at 09:12, dashboards look clean.",
        "reactions": [],
        "attachments": [
          {
            "id": "att_mKHjXpUT6Z3N02TuWuBZ",
            "url": "https://files.example.com/uploads/grafana-latency-p95.png",
            "filename": "grafana-latency-p95.png",
            "content_type": "image/png",
            "size": 318904
          }
        ],
        "read_at": null,
        "created_at": 1766297410,
        "updated_at": null
      },
      {
        "id": "msg_CE1PSyrOVwzZ60x0YIxU",
        "conversation_id": "conv_standup",
        "contact": "ct_kai",
        "message": "Heads up: I'm out Thursday and Friday.",
        "reactions": [],
        "attachments": [],
        "read_at": null,
        "created_at": 1766297720,
        "updated_at": null
      },
      {
        "id": "msg_LlJFkH7a2PjvgwhpfNfF",
        "conversation_id": "conv_standup",
        "contact": "ct_ben",
        "message": "Reminder: code freeze starts Dec 23. Anything not merged by then waits until Jan 5.",
        "reactions": [
          {
            "like": [
              "ana",
              "gus",
              "jo",
              "kai"
            ]
          }
        ],
        "attachments": [],
        "read_at": null,
        "created_at": 1766384000,
        "updated_at": null
      },
      {
        "id": "msg_A3qSzcS9RYlxx3lkrWlU",
        "conversation_id": "conv_standup",
        "contact": "ct_ana",
        "message": "Retry PR is up: exponential backoff with jitter, capped at 30s.",
        "reactions": [
          {
            "thumbs_up": [
              "ben",
              "kai"
            ]
          }
        ],
        "attachments": [],
        "read_at": 1766384500,
        "created_at": 1766384320,
        "updated_at": 1766386100
      },
      {
        "id": "msg_6DCuDFUTYgdCsRXhN4wu",
        "conversation_id": "conv_standup",
        "contact": "ct_gus",
        "message": "Approved. One nit about the log level, otherwise good to go.",
        "reactions": [],
        "attachments": [
          {
            "id": "att_hHb7dI6PRi4Ol0cw7mDm",
            "url": "https://files.example.com/uploads/blob-7f3a9c",
            "filename": null,
            "content_type": null,
            "size": null
          }
        ],
        "read_at": null,
        "created_at": 1766386600,
        "updated_at": null
      },
      {
        "id": "msg_49Jcpfq5aS1ZAunFUhj7",
        "conversation_id": "conv_climbing",
        "contact": "ct_cleo",
        "message": "Bouldering Tuesday at 6:30? The new set at Vertical went up yesterday.",
        "reactions": [],
        "attachments": [],
        "read_at": null,
        "created_at": 1766320300,
        "updated_at": null
      },
      {
        "id": "msg_aMszc69RAlAVHLM6OV79",
        "conversation_id": "conv_climbing",
        "contact": "ct_lena",
        "message": "In! I need to break in my new shoes.",
        "reactions": [
          {
            "like": [
              "cleo",
              "dev"
            ]
          }
        ],
        "attachments": [],
        "read_at": null,
        "created_at": 1766321120,
        "updated_at": null
      },
      {
        "id": "msg_0emDGizDzOa1gs374BAa",
        "conversation_id": "conv_climbing",
        "contact": "ct_dev",
        "message": "I can drive, room for 3.",
        "reactions": [],
        "attachments": [],
        "read_at": null,
        "created_at": 1766321730,
        "updated_at": null
      },
      {
        "id": "msg_sn4Mx82CVQ72SzZC4FTL",
        "conversation_id": "conv_climbing",
        "contact": "ct_eve",
        "message": "Photo from Tuesday: Lena's crimpy V4 send 🎉",
        "reactions": [
          {
            "heart": [
              "cleo",
              "dev",
              "lena"
            ]
          }
        ],
        "attachments": [
          {
            "id": "att_o8zIPkBvbD0EXNQbsoKL",
            "url": "https://files.example.com/uploads/IMG_4821.jpg",
            "filename": "IMG_4821.jpg",
            "content_type": "image/jpeg",
            "size": 2873310
          },
          {
            "id": "att_naWhqrE0sNYZS1Cqn6Dr",
            "url": "https://files.example.com/uploads/IMG_4822.jpg",
            "filename": "IMG_4822.jpg",
            "content_type": "image/jpeg",
            "size": 2641087
          }
        ],
        "read_at": null,
        "created_at": 1766578400,
        "updated_at": null
      },
      {
        "id": "msg_fQuk1Fb2Xx10d3F6IsDe",
        "conversation_id": "conv_climbing",
        "contact": "ct_cleo",
        "message": "Gym's closed Dec 25–26, so the next session is the 29th.",
        "reactions": [],
        "attachments": [],
        "read_at": null,
        "created_at": 1766751200,
        "updated_at": null
      },
      {
        "id": "msg_cUqenSYKcAqqLePyYDMd",
        "conversation_id": "conv_climbing",
        "contact": "ct_lena",
        "message": "Works. Who's bringing chalk? I'm out.",
        "reactions": [],
        "attachments": [],
        "read_at": 1766760000,
        "created_at": 1766752000,
        "updated_at": null
      },
      {
        "id": "msg_oZvfxG1bvLs8SJ41YGZV",
        "conversation_id": "conv_dm_ana_ben",
        "contact": "ct_ben",
        "message": "Are you still okay covering my on-call Saturday morning?",
        "reactions": [],
        "attachments": [],
        "read_at": 1766406000,
        "created_at": 1766405100,
        "updated_at": null
      },
      {
        "id": "msg_5E8mpTTKnllPFglxpW7M",
        "conversation_id": "conv_dm_ana_ben",
        "contact": "ct_ana",
        "message": "Yes, until 2pm. Can you send me the runbook?",
        "reactions": [],
        "attachments": [],
        "read_at": 1766406700,
        "created_at": 1766406250,
        "updated_at": null
      },
      {
        "id": "msg_XBlkr6zeZ0fp1MJayObt",
        "conversation_id": "conv_dm_ana_ben",
        "contact": "ct_ben",
        "message": "Here you go. The pager rotation is in the second tab.",
        "reactions": [],
        "attachments": [
          {
            "id": "att_yicAT3jb69zf3THnyHZW",
            "url": "https://files.example.com/uploads/oncall-runbook.xlsx",
            "filename": "oncall-runbook.xlsx",
            "content_type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "size": 64512
          }
        ],
        "read_at": 1766410000,
        "created_at": 1766406940,
        "updated_at": null
      },
      {
        "id": "msg_mDID4Zu4AgLGH1HGrRlS",
        "conversation_id": "conv_dm_ana_ben",
        "contact": "ct_ana",
        "message": "Got it. Coffee on Monday, your treat 😄",
        "reactions": [
          {
            "laugh": [
              "ben"
            ]
          }
        ],
        "attachments": [],
        "read_at": 1766411200,
        "created_at": 1766410300,
        "updated_at": null
      },
      {
        "id": "msg_1MeMNq2lzNnJDWFyNloz",
        "conversation_id": "conv_dm_ana_ben",
        "contact": "ct_ben",
        "message": "Deal. Thanks again for Saturday, nothing paged.",
        "reactions": [],
        "attachments": [],
        "read_at": null,
        "created_at": 1767217700,
        "updated_at": null
      },
      {
        "id": "msg_rP0OmyHhmsDeow4NxBYj",
        "conversation_id": "conv_dm_cleo_dev",
        "contact": "ct_cleo",
        "message": "Did you finish 'Piranesi'? I'd love to borrow it after.",
        "reactions": [],
        "attachments": [],
        "read_at": 1766931000,
        "created_at": 1766930200,
        "updated_at": null
      },
      {
        "id": "msg_Jqy8LTdLK4parohshYmu",
        "conversation_id": "conv_dm_cleo_dev",
        "contact": "ct_dev",
        "message": "Almost, 40 pages left. I'll bring it Tuesday.",
        "reactions": [],
        "attachments": [],
        "read_at": 1766933000,
        "created_at": 1766931520,
        "updated_at": null
      },
      {
        "id": "msg_Dlx6JIuzKU8L0HS82oUD",
        "conversation_id": "conv_dm_cleo_dev",
        "contact": "ct_cleo",
        "message": "Perfect. Also, could you drop me home after climbing?",
        "reactions": [],
        "attachments": [],
        "read_at": 1766940000,
        "created_at": 1766933150,
        "updated_at": null
      },
      {
        "id": "msg_iNpKvz3bWfSIlpRBt4wi",
        "conversation_id": "conv_dm_cleo_dev",
        "contact": "ct_dev",
        "message": "Sure thing, I go right past your street.",
        "reactions": [
          {
            "thumbs_up": [
              "cleo"
            ]
          }
        ],
        "attachments": [],
        "read_at": null,
        "created_at": 1766942000,
        "updated_at": 1766942500
      }
    ]
  },
  "empty": {
    "timestamp_unit": "s",
    "default_caller": "ct_me",
    "tokens": {
      "tok_me": "ct_me",
      "tok_friend": "ct_friend"
    },
    "contacts": [
      {
        "id": "ct_me",
        "username": "me",
        "phone_number": "+15550199",
        "avatar_url": null,
        "last_active_at": null,
        "created_at": 1767225600
      },
      {
        "id": "ct_friend",
        "username": "friend",
        "phone_number": "+15550198",
        "avatar_url": null,
        "last_active_at": null,
        "created_at": 1767225600
      }
    ]
  },
  "many-groups": {
    "timestamp_unit": "s",
    "default_caller": "ct_me",
    "tokens": {
      "tok_me": "ct_me"
    },
    "contacts": [
      {
        "id": "ct_me",
        "username": "me",
        "phone_number": "+15550199",
        "avatar_url": null,
        "last_active_at": null,
        "created_at": 1735689600
      }
    ],
    "generate": {
      "seed": 12,
      "contacts": 30,
      "groups": 80,
      "direct_conversations": 10,
      "messages_per_conversation": 3
    }
  }
}
