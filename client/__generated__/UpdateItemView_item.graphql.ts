/**
 * @generated SignedSource<<49f2831e3d72de98dfe1cbe67087d4b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateItemView_item$data = {
  readonly detail: string;
  readonly hidden: boolean;
  readonly revealAt: any | null | undefined;
  readonly subItems: ReadonlyArray<{
    readonly detail: string;
    readonly hidden: boolean;
    readonly revealAt: any | null | undefined;
    readonly urls: ReadonlyArray<string>;
  }>;
  readonly urls: ReadonlyArray<string>;
  readonly " $fragmentType": "UpdateItemView_item";
};
export type UpdateItemView_item$key = {
  readonly " $data"?: UpdateItemView_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpdateItemView_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "detail",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hidden",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revealAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "urls",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpdateItemView_item",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "UpdateItem",
      "kind": "LinkedField",
      "name": "subItems",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "UpdateItem",
  "abstractKey": null
};
})();

(node as any).hash = "131fa53027160290346fef6ea5182aa8";

export default node;
