/**
 * @generated SignedSource<<d1ccef6cf51e2e7e8d06cb5f256221dd>>
 * @relayHash b05a5ea57b1336b4e697d40ae4bbdac4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12ecc5914f7b6735b8288e22cdc029b787eec6ada9c5b85b6d468ccf53a71211

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoulettePageQuery$variables = Record<PropertyKey, never>;
export type RoulettePageQuery$data = {
  readonly characters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly role: string | null | undefined;
        readonly series: {
          readonly id: string;
        } | null | undefined;
        readonly shortName: string;
        readonly slug: string;
        readonly type: string;
        readonly worldCode: string | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"RouletteCard_character">;
      };
    }>;
  };
  readonly roleGroups: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly seriesTabs: ReadonlyArray<{
    readonly name: string;
    readonly series: ReadonlyArray<{
      readonly enTitle: string;
      readonly id: string;
    }>;
  }>;
  readonly unreleasedCharacters: {
    readonly jp: ReadonlyArray<{
      readonly role: string | null | undefined;
      readonly series: {
        readonly id: string;
      } | null | undefined;
      readonly shortName: string;
      readonly slug: string;
      readonly type: string;
      readonly worldCode: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"RouletteCard_character">;
    }>;
  };
  readonly worldGroups: ReadonlyArray<{
    readonly name: string;
    readonly worlds: ReadonlyArray<{
      readonly code: string;
      readonly name: string | null | undefined;
    }>;
  }>;
};
export type RoulettePageQuery = {
  response: RoulettePageQuery$data;
  variables: RoulettePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1000
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": "RELEASE"
  },
  {
    "kind": "Literal",
    "name": "released",
    "value": true
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "worldCode",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Series",
  "kind": "LinkedField",
  "name": "series",
  "plural": false,
  "selections": [
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v7/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "RouletteCard_character"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "RoleGroup",
  "kind": "LinkedField",
  "name": "roleGroups",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "WorldGroup",
  "kind": "LinkedField",
  "name": "worldGroups",
  "plural": true,
  "selections": [
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "World",
      "kind": "LinkedField",
      "name": "worlds",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        (v9/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "SeriesTab",
  "kind": "LinkedField",
  "name": "seriesTabs",
  "plural": true,
  "selections": [
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Series",
      "kind": "LinkedField",
      "name": "series",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enTitle",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v7/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nameEn",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nameTranslit",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "status",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "worldName",
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
    "name": "sample",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "thumbnail",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "altThumbnail",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "spoilerSafeThumbnail",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Portrait",
    "kind": "LinkedField",
    "name": "portrait",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "src",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avifSrcSet",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "webpSrcSet",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RoulettePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryCharactersConnection",
        "kind": "LinkedField",
        "name": "characters",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryCharactersConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Character",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "characters(first:1000,orderBy:\"RELEASE\",released:true)"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UnreleasedCharacters",
        "kind": "LinkedField",
        "name": "unreleasedCharacters",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "jp",
            "plural": true,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RoulettePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryCharactersConnection",
        "kind": "LinkedField",
        "name": "characters",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryCharactersConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Character",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "characters(first:1000,orderBy:\"RELEASE\",released:true)"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UnreleasedCharacters",
        "kind": "LinkedField",
        "name": "unreleasedCharacters",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "jp",
            "plural": true,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/)
    ]
  },
  "params": {
    "id": "12ecc5914f7b6735b8288e22cdc029b787eec6ada9c5b85b6d468ccf53a71211",
    "metadata": {},
    "name": "RoulettePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e3550c966883d722f9ad8815d7059a90";

export default node;
