/**
 * @generated SignedSource<<1943e06025eb5680c3dc169bb0914ec4>>
 * @relayHash 93045551ee1c841ea7c8af140d185b54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca94a43d5aa75a41df14b3f565ae25f22cf1df9abb825fffb40c14ad664f6cd7

import { ConcreteRequest } from 'relay-runtime';
export type MyFriendsPageQuery$variables = Record<PropertyKey, never>;
export type MyFriendsPageQuery$data = {
  readonly characters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly altThumbnail: string | null | undefined;
        readonly portrait: {
          readonly avifSrcSet: string;
          readonly src: string;
          readonly webpSrcSet: string;
        } | null | undefined;
        readonly released: boolean;
        readonly revealed: boolean;
        readonly shortName: string;
        readonly shortNameTranslit: string | null | undefined;
        readonly slug: string;
        readonly spoilerSafeThumbnail: string | null | undefined;
        readonly thumbnail: string;
        readonly type: string;
        readonly unreleasedGroup: string | null | undefined;
        readonly worldCode: string | null | undefined;
      };
    }>;
  };
  readonly worldGroups: ReadonlyArray<{
    readonly worlds: ReadonlyArray<{
      readonly code: string;
      readonly name: string | null | undefined;
    }>;
  }>;
};
export type MyFriendsPageQuery = {
  response: MyFriendsPageQuery$data;
  variables: MyFriendsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "WorldGroup",
  "kind": "LinkedField",
  "name": "worldGroups",
  "plural": true,
  "selections": [
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1000
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": "RELEASE"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortNameTranslit",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
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
  "name": "released",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreleasedGroup",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revealed",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbnail",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "altThumbnail",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "spoilerSafeThumbnail",
  "storageKey": null
},
v13 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyFriendsPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "characters(first:1000,orderBy:\"RELEASE\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyFriendsPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "characters(first:1000,orderBy:\"RELEASE\")"
      }
    ]
  },
  "params": {
    "id": "ca94a43d5aa75a41df14b3f565ae25f22cf1df9abb825fffb40c14ad664f6cd7",
    "metadata": {},
    "name": "MyFriendsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a1e2fe8805c56a3f689f0cb25a5475a3";

export default node;
