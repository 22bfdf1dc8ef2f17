/**
 * @generated SignedSource<<a913dc82ebb9b3276b35bd9ae0f24c4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoryCardItem_card$data = {
  readonly artist: {
    readonly jpName: string | null | undefined;
    readonly name: string;
  } | null | undefined;
  readonly buffs: ReadonlyArray<{
    readonly attr: string;
    readonly attrName: string | null | undefined;
    readonly attrType: string;
    readonly character: {
      readonly shortName: string;
    } | null | undefined;
    readonly metadata: string | null | undefined;
    readonly role: string | null | undefined;
    readonly target: string | null | undefined;
    readonly turn: number | null | undefined;
    readonly values: ReadonlyArray<number | null | undefined>;
  }>;
  readonly cardId: number;
  readonly featuredCharacters: ReadonlyArray<{
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"FeaturedCharacter_character">;
  }>;
  readonly image: string | null | undefined;
  readonly links: {
    readonly gameWiki: string | null | undefined;
    readonly loreWiki: string | null | undefined;
  };
  readonly name: string;
  readonly nameOfficial: boolean;
  readonly nameOriginal: string | null | undefined;
  readonly obtaining: ReadonlyArray<{
    readonly display: string | null | undefined;
    readonly endsAt: any | null | undefined;
    readonly type: string;
  }>;
  readonly randomBuffs: ReadonlyArray<{
    readonly attr: string;
    readonly attrName: string | null | undefined;
    readonly attrType: string;
    readonly character: {
      readonly shortName: string;
    } | null | undefined;
    readonly metadata: string | null | undefined;
    readonly role: string | null | undefined;
    readonly target: string | null | undefined;
    readonly turn: number | null | undefined;
    readonly values: ReadonlyArray<number | null | undefined>;
  }>;
  readonly rarity: number;
  readonly releaseAt: any | null | undefined;
  readonly released: boolean;
  readonly revealed: boolean;
  readonly stats: ReadonlyArray<{
    readonly label: string;
    readonly max: number;
    readonly min: number | null | undefined;
    readonly randomMax: number | null | undefined;
    readonly randomMin: number | null | undefined;
    readonly stat: string;
  }>;
  readonly suit: string;
  readonly totalStat: {
    readonly max: number;
    readonly min: number | null | undefined;
  };
  readonly " $fragmentType": "StoryCardItem_card";
};
export type StoryCardItem_card$key = {
  readonly " $data"?: StoryCardItem_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoryCardItem_card">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "min",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "max",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "attr",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "attrName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "attrType",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "values",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "turn",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "target",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "role",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "metadata",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Character",
    "kind": "LinkedField",
    "name": "character",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "shortName",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoryCardItem_card",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cardId",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameOfficial",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameOriginal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rarity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revealed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "released",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "releaseAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryCardStat",
      "kind": "LinkedField",
      "name": "stats",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stat",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "randomMin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "randomMax",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryCardTotal",
      "kind": "LinkedField",
      "name": "totalStat",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryCardBuff",
      "kind": "LinkedField",
      "name": "buffs",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryCardBuff",
      "kind": "LinkedField",
      "name": "randomBuffs",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Illustrator",
      "kind": "LinkedField",
      "name": "artist",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "jpName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Character",
      "kind": "LinkedField",
      "name": "featuredCharacters",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FeaturedCharacter_character"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryCardObtain",
      "kind": "LinkedField",
      "name": "obtaining",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "display",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endsAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryCardLinks",
      "kind": "LinkedField",
      "name": "links",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gameWiki",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "loreWiki",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StoryCard",
  "abstractKey": null
};
})();

(node as any).hash = "83819fb715bb11c6d7bb3118c227ea13";

export default node;
