/**
 * @generated SignedSource<<e1d8b5761f17231049df3d7ad986cf8b>>
 * @relayHash 06e30d95f0415b459326c3b3a6a01e7b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 248cc0f8fd4a1be0103227b12a14f210e0229a88dee4ab6ab017088ac03a67e9

import { ConcreteRequest } from 'relay-runtime';
export type SiteSearchQuery$variables = {
  query: string;
};
export type SiteSearchQuery$data = {
  readonly search: {
    readonly characterCount: number;
    readonly characters: ReadonlyArray<{
      readonly images: {
        readonly thumbnail: string;
      };
      readonly nameEn: string;
      readonly portrait: {
        readonly avifSrcSet: string;
        readonly src: string;
        readonly webpSrcSet: string;
      } | null | undefined;
      readonly slug: string;
      readonly titleEn: string | null | undefined;
      readonly type: string;
      readonly worldCode: string | null | undefined;
      readonly worldName: string | null | undefined;
    }>;
    readonly illustratorCount: number;
    readonly illustrators: ReadonlyArray<{
      readonly name: string;
      readonly slug: string;
    }>;
    readonly prayerCount: number;
    readonly prayers: ReadonlyArray<{
      readonly name: string;
      readonly prayerId: number;
    }>;
    readonly query: string;
    readonly storyCardCount: number;
    readonly storyCards: ReadonlyArray<{
      readonly cardId: number;
      readonly name: string;
    }>;
  };
};
export type SiteSearchQuery = {
  response: SiteSearchQuery$data;
  variables: SiteSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  },
  {
    "kind": "Variable",
    "name": "query",
    "variableName": "query"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "query",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEn",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "titleEn",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "worldCode",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "worldName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "CharacterImages",
  "kind": "LinkedField",
  "name": "images",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnail",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
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
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "characterCount",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cardId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storyCardCount",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "prayerId",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "prayerCount",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "illustratorCount",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SiteSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SearchResults",
        "kind": "LinkedField",
        "name": "search",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "characters",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StoryCard",
            "kind": "LinkedField",
            "name": "storyCards",
            "plural": true,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Prayer",
            "kind": "LinkedField",
            "name": "prayers",
            "plural": true,
            "selections": [
              (v15/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Illustrator",
            "kind": "LinkedField",
            "name": "illustrators",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          (v17/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SiteSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SearchResults",
        "kind": "LinkedField",
        "name": "search",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "characters",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StoryCard",
            "kind": "LinkedField",
            "name": "storyCards",
            "plural": true,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Prayer",
            "kind": "LinkedField",
            "name": "prayers",
            "plural": true,
            "selections": [
              (v15/*:: as any*/),
              (v13/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Illustrator",
            "kind": "LinkedField",
            "name": "illustrators",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v13/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          (v17/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "248cc0f8fd4a1be0103227b12a14f210e0229a88dee4ab6ab017088ac03a67e9",
    "metadata": {},
    "name": "SiteSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "772ef71210e325dcb45d343cab03c1cd";

export default node;
